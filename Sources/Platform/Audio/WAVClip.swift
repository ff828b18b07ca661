/// The samples of a WAV file in memory, as the sound effects are rendered (`SoundClip.wavBytes`): RIFF/WAVE, a
/// `fmt ` chunk saying 16-bit PCM, mono, then a `data` chunk; other chunks are skipped.
enum WAVClip {
    /// The file's mono 16-bit samples, or nil for anything else (another format, stereo, a cut file).
    static func monoSamples(of bytes: [UInt8]) -> [Int16]? {
        func word32(_ offset: Int) -> Int {
            Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3])
                << 24
        }
        func word16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        func tag(_ offset: Int) -> String { String(decoding: bytes[offset..<offset + 4], as: UTF8.self) }
        guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" else { return nil }
        var offset = 12
        var isMonoPCM16 = false
        while offset + 8 <= bytes.count {
            let size = word32(offset + 4)
            let body = offset + 8
            guard size >= 0, body + size <= bytes.count else { return nil }
            switch tag(offset) {
            case "fmt ":
                guard size >= 16 else { return nil }
                isMonoPCM16 = word16(body) == 1 && word16(body + 2) == 1 && word16(body + 14) == 16
            case "data":
                guard isMonoPCM16 else { return nil }
                return (0..<size / 2).map { Int16(bitPattern: UInt16(word16(body + $0 * 2))) }
            default:
                break
            }
            offset = body + size + size % 2
        }
        return nil
    }
}
