import Kit

/// Where each bitmap format keeps its size, read exactly where its decoder reads it.
extension ImageHeader {
    /// PNG: the IHDR chunk must come first; width and height are big-endian 32-bit.
    static func readPNG(_ source: any ByteSource) throws(ImageLoadError) -> ImageHeader {
        guard source.uint32BE(at: 8) == 13, source.matches(Array("IHDR".utf8), at: 12) else {
            return try bitmap(.png, width: nil, height: nil)
        }
        return try bitmap(.png, width: source.uint32BE(at: 16), height: source.uint32BE(at: 20))
    }

    /// JPEG: walks the marker segments to the first frame header (SOF0–SOF15 except DHT, JPG and DAC), which
    /// holds the height and width, big-endian 16-bit. A height of 0 (size given later by DNL) is refused, as
    /// libjpeg refuses it.
    static func readJPEG(_ source: any ByteSource) throws(ImageLoadError) -> ImageHeader {
        var offset = 2
        for _ in 0..<ImageLimits.maximumHeaderSegments {
            guard source.byte(at: offset) == 0xFF else { break }
            offset = skipFillBytes(source, from: offset)
            guard let marker = source.byte(at: offset + 1) else { break }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 {
                offset += 2  // standalone markers carry no length
                continue
            }
            guard marker != 0xD9, marker != 0xDA, let length = source.uint16BE(at: offset + 2), length >= 2 else {
                break  // the image ended, or its data began, before any frame header
            }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return try bitmap(
                    .jpeg, width: source.uint16BE(at: offset + 7), height: source.uint16BE(at: offset + 5))
            }
            offset += 2 + length
        }
        return try bitmap(.jpeg, width: nil, height: nil)
    }

    /// The offset of the last 0xFF before a JPEG marker (any run of 0xFF may pad a marker), at most
    /// `maximumHeaderSegments` bytes on.
    private static func skipFillBytes(_ source: any ByteSource, from start: Int) -> Int {
        let run = source.bytes(at: start + 1, length: ImageLimits.maximumHeaderSegments)
        return start + (run.firstIndex { $0 != 0xFF } ?? run.count)
    }

    /// GIF: the logical screen size, then the first frame's own size after any colour table and extension
    /// blocks. Both are checked against the limits (decoders size their canvas from one or the other).
    static func readGIF(_ source: any ByteSource) throws(ImageLoadError) -> ImageHeader {
        guard let screenWidth = source.uint16LE(at: 6), let screenHeight = source.uint16LE(at: 8),
            let flags = source.byte(at: 10)
        else { return try bitmap(.gif, width: nil, height: nil) }
        var offset = 13 + (flags & 0x80 != 0 ? 3 << (Int(flags & 0x07) + 1) : 0)
        for _ in 0..<ImageLimits.maximumHeaderSegments {
            switch source.byte(at: offset) {
            case 0x21:  // extension: a label, then data sub-blocks up to an empty one
                offset = skipSubBlocks(source, from: offset + 2)
            case 0x2C:  // image descriptor: left, top, width, height
                let frameWidth = source.uint16LE(at: offset + 5)
                let frameHeight = source.uint16LE(at: offset + 7)
                return try bitmap(
                    .gif, width: frameWidth.map { max($0, screenWidth) },
                    height: frameHeight.map { max($0, screenHeight) })
            default:
                return try bitmap(.gif, width: nil, height: nil)
            }
        }
        return try bitmap(.gif, width: nil, height: nil)
    }

    /// The offset just past a chain of GIF data sub-blocks starting at `offset`; past the end when cut short.
    /// At most `maximumGIFSubBlocks` are walked.
    private static func skipSubBlocks(_ source: any ByteSource, from start: Int) -> Int {
        var offset = start
        for _ in 0..<maximumGIFSubBlocks {
            guard let size = source.byte(at: offset) else { break }
            offset += 1 + Int(size)
            if size == 0 { return offset }
        }
        return source.count
    }

    /// Data sub-blocks walked in one GIF extension: XMP metadata, stored one byte a block, takes a few thousand.
    static let maximumGIFSubBlocks = 65_536

    /// BMP: the DIB header's width and height, 16-bit in the old OS/2 header, signed 32-bit otherwise (a
    /// negative height means rows run top-down).
    static func readBMP(_ source: any ByteSource) throws(ImageLoadError) -> ImageHeader {
        switch source.uint32LE(at: 14) {
        case 12:
            return try bitmap(.bmp, width: source.uint16LE(at: 18), height: source.uint16LE(at: 20))
        case .some(let size) where size >= 40:
            return try bitmap(.bmp, width: source.int32LE(at: 18), height: source.int32LE(at: 22).map { abs($0) })
        default:
            return try bitmap(.bmp, width: nil, height: nil)
        }
    }

    /// WebP: the first chunk's size fields — lossy (VP8, 14-bit after a start code), lossless (VP8L, 14-bit
    /// minus one) or extended (VP8X, the canvas in 24-bit minus one).
    static func readWebP(_ source: any ByteSource) throws(ImageLoadError) -> ImageHeader {
        let chunk = String(decoding: source.bytes(at: 12, length: 4), as: UTF8.self)
        switch chunk {
        case "VP8 " where source.matches([0x9D, 0x01, 0x2A], at: 23):
            return try bitmap(
                .webp, width: source.uint16LE(at: 26).map { $0 & 0x3FFF },
                height: source.uint16LE(at: 28).map { $0 & 0x3FFF })
        case "VP8L" where source.byte(at: 20) == 0x2F:
            let bits = source.uint32LE(at: 21)
            return try bitmap(
                .webp, width: bits.map { ($0 & 0x3FFF) + 1 }, height: bits.map { (($0 >> 14) & 0x3FFF) + 1 })
        case "VP8X":
            return try bitmap(
                .webp, width: source.uint24LE(at: 24).map { $0 + 1 }, height: source.uint24LE(at: 27).map { $0 + 1 })
        default:
            return try bitmap(.webp, width: nil, height: nil)
        }
    }
}
