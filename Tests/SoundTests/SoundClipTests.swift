import Testing

@testable import Sound

@Suite("Sound clips as the mixer reads them")
struct SoundClipTests {
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
