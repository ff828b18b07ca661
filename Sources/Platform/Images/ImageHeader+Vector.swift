import FoundationEssentials
import Kit

/// An SVG's declared size, from its root element's `width`, `height` and `viewBox`, as the rasteriser (nanosvg)
/// reads them: a length in absolute units, else the view box's size.
extension ImageHeader {
    /// Bytes searched for the `<svg` tag: SDL_image recognises an SVG only if it appears within its first 4 KiB.
    static let vectorSniffBytes = 4 * 1024
    /// Bytes searched for the end of the root element's attributes.
    static let vectorRootTagBytes = 64 * 1024
    /// The largest declared side taken at its word, in CSS pixels; beyond it only the proportions are kept
    /// (an SVG is drawn at the size it is shown, so this is layout, not memory).
    static let largestDeclaredSide = 1_000_000.0

    static func looksLikeSVG(_ source: any ByteSource) -> Bool {
        rootTagStart(in: source.bytes(at: 0, length: vectorSniffBytes)) != nil
    }

    static func readSVG(_ source: any ByteSource) throws(ImageLoadError) -> ImageHeader {
        let text = source.bytes(at: 0, length: vectorRootTagBytes)
        guard let start = rootTagStart(in: text) else {
            throw ImageLoadError(.corrupt, "The SVG has no <svg> element")
        }
        let attributes = rootAttributes(in: text[start...])
        let viewBox = attributes["viewBox"].flatMap(parseViewBox)
        let width = attributes["width"].flatMap(parseLength) ?? viewBox?.width
        let height = attributes["height"].flatMap(parseLength) ?? viewBox?.height
        guard let width, let height else { return ImageHeader(format: .svg, width: 0, height: 0) }
        let scale = max(width, height) > largestDeclaredSide ? largestDeclaredSide / max(width, height) : 1
        return ImageHeader(
            format: .svg, width: max(1, Int((width * scale).rounded(.up))),
            height: max(1, Int((height * scale).rounded(.up))))
    }

    /// The index just past `<svg` where a tag named exactly `svg` opens. Byte by byte with plain indices: a
    /// launch reads a dozen icons' headers, and slices made per byte cost it more than the rest of their reading.
    private static func rootTagStart(in text: [UInt8]) -> Int? {
        let (less, s, v, g) = (UInt8(ascii: "<"), UInt8(ascii: "s"), UInt8(ascii: "v"), UInt8(ascii: "g"))
        var index = 0
        while index + 4 < text.count {
            if text[index] == less, text[index + 1] == s, text[index + 2] == v, text[index + 3] == g {
                let next = text[index + 4]
                if next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || isSpace(next) { return index + 4 }
            }
            index += 1
        }
        return nil
    }

    /// `name="value"` pairs (either quote) up to the tag's closing `>`.
    private static func rootAttributes(in tag: ArraySlice<UInt8>) -> [String: String] {
        var attributes: [String: String] = [:]
        var index = tag.startIndex
        func skipSpaces() { while index < tag.endIndex, isSpace(tag[index]) { index += 1 } }
        while true {
            skipSpaces()
            guard index < tag.endIndex, tag[index] != UInt8(ascii: ">"), tag[index] != UInt8(ascii: "/") else { break }
            let nameStart = index
            while index < tag.endIndex, tag[index] != UInt8(ascii: "="), tag[index] != UInt8(ascii: ">") { index += 1 }
            guard index < tag.endIndex, tag[index] == UInt8(ascii: "=") else { break }
            var nameEnd = index
            while nameEnd > nameStart, isSpace(tag[nameEnd - 1]) { nameEnd -= 1 }
            index += 1
            skipSpaces()
            guard index < tag.endIndex, tag[index] == UInt8(ascii: "\"") || tag[index] == UInt8(ascii: "'") else {
                break
            }
            let quote = tag[index]
            let valueStart = index + 1
            index = valueStart
            while index < tag.endIndex, tag[index] != quote { index += 1 }
            guard index < tag.endIndex else { break }
            attributes[String(decoding: tag[nameStart..<nameEnd], as: UTF8.self)] = String(
                decoding: tag[valueStart..<index], as: UTF8.self)
            index += 1
        }
        return attributes
    }

    /// CSS pixels per unit, at nanosvg's 96 dots per inch.
    private static let pixelsPerUnit: [String: Double] = [
        "": 1, "px": 1, "pt": 96.0 / 72, "pc": 16, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96,
    ]

    /// A positive, finite length in absolute units, in CSS pixels; nil for percentages, font units or junk.
    private static func parseLength(_ text: String) -> Double? {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
        let trimmed = text[start..<max(start, end)]
        let numberEnd = trimmed.firstIndex { !"0123456789.+-eE".contains($0) } ?? trimmed.endIndex
        guard let value = Double(trimmed[..<numberEnd]), let unit = pixelsPerUnit[String(trimmed[numberEnd...])]
        else { return nil }
        let pixels = value * unit
        return pixels.isFinite && pixels > 0 ? pixels : nil
    }

    /// The view box's width and height when both are positive and finite.
    private static func parseViewBox(_ text: String) -> (width: Double, height: Double)? {
        let numbers = text.split { $0 == "," || $0.isWhitespace }.compactMap { Double($0) }
        guard numbers.count == 4, numbers[2].isFinite, numbers[3].isFinite, numbers[2] > 0, numbers[3] > 0 else {
            return nil
        }
        return (numbers[2], numbers[3])
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
