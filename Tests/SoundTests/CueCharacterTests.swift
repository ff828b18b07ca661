import Testing

@testable import Sound

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Cue character: distinct from each other, nothing harsh")
struct CueCharacterTests {
    static let rate = 48_000
    /// How different two cues must be: the octave profiles' distance plus the log of their lengths' ratio.
    static let minimumDifference = 0.3
    /// Share of a cue's power allowed above 8 kHz.
    static let maximumHarshShare = 0.01

    @Test("A 1 kHz tone's power lands in the 1 kHz octave")
    func profileFindsATone() {
        let tone = SoundClip(voices: [.tone(.sine, 1000, .struck(0.2))], peak: 0.5, sampleRate: Self.rate)
        let profile = OctaveProfile(tone)
        #expect(profile.shares[4] > 0.95, "band 4 is centred on 1 kHz")
        #expect(profile.highShare < 0.001)
    }

    @Test("No two cues sound alike: each pair differs in spectrum or length")
    func distinct() {
        let clips = SoundCue.allCases.map { ($0, $0.clip(sampleRate: Self.rate)) }
        let profiles = clips.map { OctaveProfile($0.1) }
        for first in clips.indices {
            for second in clips.indices where second > first {
                let lengths = abs(log(clips[first].1.duration / clips[second].1.duration))
                let difference = profiles[first].distance(to: profiles[second]) + lengths
                #expect(
                    difference >= Self.minimumDifference,
                    "\(clips[first].0) and \(clips[second].0) are too alike (\(difference))")
            }
        }
    }

    @Test("No cue hisses: almost all of its power is below 8 kHz", arguments: SoundCue.allCases)
    func notHarsh(cue: SoundCue) {
        #expect(OctaveProfile(cue.clip(sampleRate: Self.rate)).highShare < Self.maximumHarshShare)
    }
}
