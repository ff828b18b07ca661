import Testing

@testable import Sound

@Suite("Cue clips: rendered once at the mixer's rate")
struct SoundClipTests {
    static let rate = 48_000
    /// Contacts can come several a second: each must be over before the next.
    static let longestContact = 0.25
    /// Even a tune is a short reward, not music.
    static let longestCue = 1.5
    static let contacts: [SoundCue] = [.paddle, .wall, .brick, .pickUp, .snap, .rotate, .flip]

    @Test("Every cue is short, and the contacts shorter still", arguments: SoundCue.allCases)
    func length(cue: SoundCue) {
        let clip = cue.clip(sampleRate: Self.rate)
        #expect(clip.duration >= 0.04, "too short to hear as a sound")
        #expect(clip.duration <= (Self.contacts.contains(cue) ? Self.longestContact : Self.longestCue))
    }

    @Test("Every cue peaks at its recipe's level and never clips", arguments: SoundCue.allCases)
    func level(cue: SoundCue) {
        let clip = cue.clip(sampleRate: Self.rate)
        #expect(abs(clip.peak - cue.recipe.peak) < 1.0 / Double(Int16.max))
        #expect(clip.samples.allSatisfy { $0 > Int16.min && $0 < Int16.max })
        #expect(clip.peak <= SoundClip.maximumPeak)
    }

    @Test(
        "Every cue rises from silence and falls back to it (no click as it starts or stops)",
        arguments: SoundCue.allCases)
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
        for cue in SoundCue.allCases {
            #expect(cue.clip(sampleRate: Self.rate) == cue.clip(sampleRate: Self.rate))
            let other = cue.clip(sampleRate: 44_100)
            #expect(abs(other.duration - cue.clip(sampleRate: Self.rate).duration) < 2.0 / 44_100)
        }
    }

    @Test("A clip's WAV file is canonical 16-bit mono PCM at its rate, samples little-endian")
    func wav() {
        let clip = SoundClip(samples: [0, 1, -2, 0x1234], sampleRate: 22_050)
        let bytes = clip.wavBytes
        func uint32(at offset: Int) -> UInt32 {
            (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
        }
        func uint16(at offset: Int) -> UInt16 { UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8 }
        #expect(bytes.count == SoundClip.wavHeaderSize + 8)
        #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
        #expect(uint32(at: 4) == UInt32(bytes.count - 8))
        #expect(String(decoding: bytes[8..<16], as: UTF8.self) == "WAVEfmt ")
        #expect(uint16(at: 20) == 1 && uint16(at: 22) == 1, "PCM, mono")
        #expect(uint32(at: 24) == 22_050 && uint32(at: 28) == 44_100)
        #expect(uint16(at: 32) == 2 && uint16(at: 34) == 16)
        #expect(String(decoding: bytes[36..<40], as: UTF8.self) == "data" && uint32(at: 40) == 8)
        #expect(Array(bytes[44...]) == [0, 0, 1, 0, 0xFE, 0xFF, 0x34, 0x12])
    }
}
