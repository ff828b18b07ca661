import Foundation

/// The sample pictures in `ImageSamples/` (6 × 4 pixels each, one per format the loader reads), and helpers to
/// write variations of them — truncated, patched, or hand-built PNGs — to temporary files.
enum ImageSamples {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ImageSamples")

    /// Every sample file name with its format's name as the loader reports it.
    static let all: [(file: String, format: String)] = [
        ("sample.png", "PNG"), ("sample.jpg", "JPEG"), ("progressive.jpg", "JPEG"), ("sample.gif", "GIF"),
        ("sample.bmp", "BMP"), ("sample.webp", "WebP"), ("lossless.webp", "WebP"), ("extended.webp", "WebP"),
        ("sample.svg", "SVG"),
    ]

    static func bytes(_ file: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: directory.appendingPathComponent(file)))) ?? []
    }

    /// A folder of this test run's written files.
    static let scratch: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinetic-images-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Writes `bytes` to the temporary file `name` (replacing it) and returns its path.
    static func write(_ bytes: [UInt8], name: String) -> String {
        let url = scratch.appendingPathComponent(name)
        try? Data(bytes).write(to: url)
        return url.path
    }

    /// `bytes` with big-endian `value` written over `length` bytes at `offset`.
    static func patching(_ bytes: [UInt8], at offset: Int, bigEndian value: Int, length: Int) -> [UInt8] {
        var patched = bytes
        for index in 0..<length {
            patched[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * (length - 1 - index)))
        }
        return patched
    }

    /// `bytes` with little-endian `value` written over `length` bytes at `offset`.
    static func patching(_ bytes: [UInt8], at offset: Int, littleEndian value: Int, length: Int) -> [UInt8] {
        var patched = bytes
        for index in 0..<length { patched[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
        return patched
    }
}

/// Builds valid PNG files of any declared size with any amount of pixel data (stored, uncompressed deflate
/// blocks and real CRCs), to lie to decoders convincingly.
enum HandMadePNG {
    /// An 8-bit greyscale PNG whose IHDR says `width` × `height`, carrying `dataBytes` bytes of zero image data.
    static func make(width: Int, height: Int, dataBytes: Int) -> [UInt8] {
        var header: [UInt8] = []
        append(width, to: &header)
        append(height, to: &header)
        header += [8, 0, 0, 0, 0]  // bit depth 8, greyscale, deflate, adaptive filters, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("IDAT", zlibStored([UInt8](repeating: 0, count: dataBytes))) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        append(data.count, to: &bytes)
        let body = Array(type.utf8) + data
        bytes += body
        append(Int(crc32(body)), to: &bytes)
        return bytes
    }

    /// A zlib stream of stored (uncompressed) blocks.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let isLast = offset + length == data.count
            out += [
                isLast ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
                UInt8((~length >> 8) & 0xFF),
            ]
            out += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        append(Int(b << 16 | a), to: &out)
        return out
    }

    private static func append(_ value: Int, to bytes: inout [UInt8]) {
        bytes += [
            UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
        ]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
