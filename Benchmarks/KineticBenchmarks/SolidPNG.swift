// A solid-colour RGB PNG of any size, written a row at a time (a 16,000 × 16,000 picture never sits in memory).
// Each row is its filter byte, one pixel, and "copy the 3 bytes before" repeated: a deflate stream of fixed Huffman
// codes, so no compression library is needed and a huge picture is a few megabytes on disk.
import Foundation

enum SolidPNG {
    /// Bytes of compressed data per IDAT chunk.
    static let chunkSize = 1 << 20

    static func write(to path: String, width: Int, height: Int, rgb: (UInt8, UInt8, UInt8) = (70, 130, 180)) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let file = FileHandle(forWritingAtPath: path)
        else { throw BenchmarkError("cannot write \(path)") }
        defer { try? file.close() }
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8 bits per channel, RGB, deflate, no filter method, no interlace
        file.write(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        file.write(chunk("IHDR", header))
        var stream = DeflateWriter()
        stream.bytes = [0x78, 0x01]  // zlib: deflate, 32 KB window, no preset dictionary
        stream.beginFixedBlock()
        let rowStart: [UInt8] = [0, rgb.0, rgb.1, rgb.2]  // filter None, the first pixel
        var adler = Adler32()
        var pattern = [UInt8](repeating: 0, count: 1 + 3 * width)
        for x in 0..<width { (pattern[1 + 3 * x], pattern[2 + 3 * x], pattern[3 + 3 * x]) = rgb }
        for _ in 0..<height {
            for byte in rowStart { stream.literal(byte) }
            stream.repeatLastThree(count: 3 * width - 3)
            adler.update(pattern)
            if stream.bytes.count >= chunkSize {
                file.write(chunk("IDAT", Data(stream.bytes)))
                stream.bytes.removeAll(keepingCapacity: true)
            }
        }
        stream.endBlock()
        stream.bytes += adler.bigEndianBytes
        file.write(chunk("IDAT", Data(stream.bytes)))
        file.write(chunk("IEND", Data()))
    }

    private static func chunk(_ kind: String, _ data: Data) -> Data {
        var out = Data()
        out.appendBigEndian(UInt32(data.count))
        let body = Data(kind.utf8) + data
        out += body
        out.appendBigEndian(CRC32.checksum(body))
        return out
    }
}

/// One deflate block of fixed Huffman codes (RFC 1951 §3.2.6): bits packed from the low end of each byte, codes
/// written most significant bit first.
struct DeflateWriter {
    var bytes: [UInt8] = []
    private var pending: UInt32 = 0
    private var pendingCount = 0

    /// The last block (BFINAL = 1), fixed codes (BTYPE = 01).
    mutating func beginFixedBlock() {
        bits(0b011, count: 3)
    }

    mutating func literal(_ byte: UInt8) {
        if byte < 144 {
            code(0x30 + UInt32(byte), count: 8)
        } else {
            code(0x190 + UInt32(byte) - 144, count: 9)
        }
    }

    /// `count` bytes copied from 3 back, as matches of 258 bytes and of 3–10 (the lengths with no extra bits).
    mutating func repeatLastThree(count: Int) {
        var left = count
        while left >= 268 {
            match(258)
            left -= 258
        }
        while left > 13 {
            match(10)
            left -= 10
        }
        if left > 10 {
            match(6)
            left -= 6
        }
        if left >= 3 { match(left) }
    }

    mutating func endBlock() {
        code(0, count: 7)  // end of block, symbol 256
        if pendingCount > 0 { bits(0, count: 8 - pendingCount) }
    }

    private mutating func match(_ length: Int) {
        let symbol = length == 258 ? 285 : 254 + length
        if symbol < 280 {
            code(UInt32(symbol - 256), count: 7)
        } else {
            code(0xC0 + UInt32(symbol - 280), count: 8)
        }
        code(2, count: 5)  // distance code 2: 3 bytes back
    }

    private mutating func code(_ value: UInt32, count: Int) {
        var reversed: UInt32 = 0
        for bit in 0..<count where value & (1 << bit) != 0 { reversed |= 1 << (count - 1 - bit) }
        bits(reversed, count: count)
    }

    private mutating func bits(_ value: UInt32, count: Int) {
        pending |= value << pendingCount
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(pending & 0xFF))
            pending >>= 8
            pendingCount -= 8
        }
    }
}

/// zlib's checksum of the uncompressed bytes.
struct Adler32 {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                // 5,552 bytes is the most that keeps b below 2^32 before the modulo (zlib's NMAX).
                let end = min(index + 5_552, buffer.count)
                while index < end {
                    a &+= UInt32(buffer[index])
                    b &+= a
                    index += 1
                }
                a %= 65_521
                b %= 65_521
            }
        }
    }

    var bigEndianBytes: [UInt8] {
        let value = b << 16 | a
        return [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
