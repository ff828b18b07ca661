import CSDL2

/// Random access to a file's bytes, so a header can be found by seeking past metadata instead of reading the
/// whole file. Reads past the end return fewer bytes (or none); nothing here traps on short or hostile input.
protocol ByteSource {
    /// Total bytes.
    var count: Int { get }
    /// Up to `length` bytes starting at `offset`.
    func bytes(at offset: Int, length: Int) -> [UInt8]
}

extension ByteSource {
    func byte(at offset: Int) -> UInt8? { bytes(at: offset, length: 1).first }

    /// An unsigned integer of `length` bytes (at most 8) at `offset`, or nil when the file ends first.
    func unsigned(at offset: Int, length: Int, bigEndian: Bool) -> Int? {
        let raw = bytes(at: offset, length: length)
        guard raw.count == length else { return nil }
        let ordered = bigEndian ? raw : raw.reversed()
        return ordered.reduce(0) { $0 << 8 | Int($1) }
    }

    func uint16BE(at offset: Int) -> Int? { unsigned(at: offset, length: 2, bigEndian: true) }
    func uint32BE(at offset: Int) -> Int? { unsigned(at: offset, length: 4, bigEndian: true) }
    func uint16LE(at offset: Int) -> Int? { unsigned(at: offset, length: 2, bigEndian: false) }
    func uint24LE(at offset: Int) -> Int? { unsigned(at: offset, length: 3, bigEndian: false) }
    func uint32LE(at offset: Int) -> Int? { unsigned(at: offset, length: 4, bigEndian: false) }

    /// A little-endian signed 32-bit integer (BMP dimensions), or nil when the file ends first.
    func int32LE(at offset: Int) -> Int? {
        uint32LE(at: offset).map { Int(Int32(bitPattern: UInt32($0))) }
    }

    /// Whether the bytes at `offset` are exactly `expected`.
    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        bytes(at: offset, length: expected.count) == expected
    }
}

/// Bytes already in memory (tests and fuzzing).
struct MemoryBytes: ByteSource {
    let storage: [UInt8]

    init(_ storage: [UInt8]) { self.storage = storage }

    var count: Int { storage.count }

    func bytes(at offset: Int, length: Int) -> [UInt8] {
        guard offset >= 0, length > 0, offset < storage.count else { return [] }
        return Array(storage[offset..<min(storage.count, offset + min(length, storage.count))])
    }
}

/// An open file read through SDL's stream, the same stream the decoder then reads, so the header checked is the
/// header decoded.
final class StreamBytes: ByteSource {
    let stream: UnsafeMutablePointer<SDL_RWops>
    let count: Int

    init(stream: UnsafeMutablePointer<SDL_RWops>) {
        self.stream = stream
        count = Int(max(SDL_RWsize(stream), 0))
    }

    func bytes(at offset: Int, length: Int) -> [UInt8] {
        guard offset >= 0, length > 0, offset < count else { return [] }
        guard SDL_RWseek(stream, Int64(offset), RW_SEEK_SET) == Int64(offset) else { return [] }
        var buffer = [UInt8](repeating: 0, count: min(length, count - offset))
        let read = buffer.withUnsafeMutableBytes { SDL_RWread(stream, $0.baseAddress, 1, $0.count) }
        return Array(buffer.prefix(read))
    }

    /// Back to the start, for the decoder.
    func rewind() {
        SDL_RWseek(stream, 0, RW_SEEK_SET)
    }
}
