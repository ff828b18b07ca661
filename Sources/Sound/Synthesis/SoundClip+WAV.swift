/// The clip as a WAV file (RIFF, 16-bit PCM, mono): what SDL_mixer loads from memory, and what a person can open
/// in any audio editor to listen.
extension SoundClip {
    /// Bytes in a canonical WAV header before the samples.
    public static let wavHeaderSize = 44

    public var wavBytes: [UInt8] {
        let dataSize = samples.count * MemoryLayout<Int16>.size
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.wavHeaderSize + dataSize)
        bytes += Array("RIFF".utf8)
        bytes.appendLittleEndian(UInt32(36 + dataSize))
        bytes += Array("WAVEfmt ".utf8)
        bytes.appendLittleEndian(UInt32(16))  // the fmt chunk's size
        bytes.appendLittleEndian(UInt16(1))  // PCM
        bytes.appendLittleEndian(UInt16(1))  // mono
        bytes.appendLittleEndian(UInt32(sampleRate))
        bytes.appendLittleEndian(UInt32(sampleRate * 2))  // bytes per second
        bytes.appendLittleEndian(UInt16(2))  // bytes per frame
        bytes.appendLittleEndian(UInt16(16))  // bits per sample
        bytes += Array("data".utf8)
        bytes.appendLittleEndian(UInt32(dataSize))
        for sample in samples { bytes.appendLittleEndian(UInt16(bitPattern: sample)) }
        return bytes
    }
}

extension [UInt8] {
    fileprivate mutating func appendLittleEndian<Integer: FixedWidthInteger>(_ value: Integer) {
        for shift in stride(from: 0, to: Integer.bitWidth, by: 8) { append(UInt8(truncatingIfNeeded: value >> shift)) }
    }
}
