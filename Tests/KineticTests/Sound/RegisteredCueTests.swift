import KineticAssembly
import Sound
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every cue the app's scenes declare, judged together: the registry is the one place they all meet.
@Suite("Registered cues: distinct from each other, short, nothing harsh")
struct RegisteredCueTests {
    static let rate = 48_000
    static let cues = SceneRegistry.soundCues
    /// How different two cues must be: the octave profiles' distance plus the log of their lengths' ratio.
    static let minimumDifference = 0.3
    /// Share of a cue's power allowed above 8 kHz.
    static let maximumHarshShare = 0.01
    /// Contacts can come several a second: each must be over before the next. Seconds.
    static let longestContact = 0.25
    /// Even a tune is a short reward, not music. Seconds.
    static let longestCue = 1.5

    /// A contact is a cue allowed to repeat within a few frames: a ball's bounce, a brick, a piece's knock.
    static func isContact(_ cue: SoundCue) -> Bool {
        cue.minimumInterval <= SoundCue.contactInterval
    }

    @Test("Every scene's cues are there, each name once, exactly as the log and the mixer name them")
    func names() {
        let names = Self.cues.map(\.name)
        #expect(Set(names).count == names.count, "two scenes declare the same cue name: \(names)")
        #expect(
            Set(names) == [
                "paddle", "wall", "brick", "ballLost", "levelCleared", "gameOver", "pickUp", "snap", "rotate", "flip",
                "puzzleCompleted", "swish", "rowCleared",
            ])
        #expect(Self.cues.filter(Self.isContact).count == 7, "bounces, the brick and the four piece knocks")
    }

    @Test("A 1 kHz tone's power lands in the 1 kHz octave")
    func profileFindsATone() {
        let tone = SoundClip(voices: [.tone(.sine, 1000, .struck(0.2))], peak: 0.5, sampleRate: Self.rate)
        let profile = OctaveProfile(tone)
        #expect(profile.shares[4] > 0.95, "band 4 is centred on 1 kHz")
        #expect(profile.highShare < 0.001)
    }

    @Test("No two cues sound alike: each pair differs in spectrum or length")
    func distinct() {
        let clips = Self.cues.map { ($0, $0.clip(sampleRate: Self.rate)) }
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

    @Test("No cue hisses: almost all of its power is below 8 kHz", arguments: cues)
    func notHarsh(cue: SoundCue) {
        #expect(OctaveProfile(cue.clip(sampleRate: Self.rate)).highShare < Self.maximumHarshShare)
    }

    @Test("Every cue is short, and the contacts shorter still", arguments: cues)
    func length(cue: SoundCue) {
        let clip = cue.clip(sampleRate: Self.rate)
        #expect(clip.duration >= 0.04, "too short to hear as a sound")
        #expect(clip.duration <= (Self.isContact(cue) ? Self.longestContact : Self.longestCue))
    }

    @Test("Every cue peaks at its recipe's level and never clips", arguments: cues)
    func level(cue: SoundCue) {
        let clip = cue.clip(sampleRate: Self.rate)
        #expect(abs(clip.peak - cue.recipe.peak) < 1.0 / Double(Int16.max))
        #expect(clip.samples.allSatisfy { $0 > Int16.min && $0 < Int16.max })
        #expect(clip.peak <= SoundClip.maximumPeak)
    }

    @Test("Every cue rises from silence and falls back to it (no click as it starts or stops)", arguments: cues)
    func silentEnds(cue: SoundCue) {
        let clip = cue.clip(sampleRate: Self.rate)
        let quiet = Int16(clip.peak * Double(Int16.max) * 0.01)  // 40 dB under the clip's peak
        #expect(clip.samples.first == 0)
        #expect(clip.samples.last == 0)
        #expect(clip.samples.prefix(Self.rate / 10_000).allSatisfy { abs($0) < quiet }, "the first 0.1 ms")
        #expect(clip.samples.suffix(Self.rate / 1000).allSatisfy { abs($0) < quiet }, "the last millisecond")
    }

    @Test("A cue renders the same every time, and lasts as long at any rate")
    func deterministic() {
        for cue in Self.cues {
            #expect(cue.clip(sampleRate: Self.rate) == cue.clip(sampleRate: Self.rate))
            let other = cue.clip(sampleRate: 44_100)
            #expect(abs(other.duration - cue.clip(sampleRate: Self.rate).duration) < 2.0 / 44_100)
        }
    }
}
