import Foundation
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

    /// The index just past `<svg` where a tag named exactly `svg` opens.
    private static func rootTagStart(in text: [UInt8]) -> Int? {
        let opening = Array("<svg".utf8)
        var index = 0
        while index + opening.count < text.count {
            if text[index..<index + opening.count].elementsEqual(opening) {
                let next = text[index + opening.count]
                if next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || isSpace(next) {
                    return index + opening.count
                }
            }
            index += 1
        }
        return nil
    }

    /// `name="value"` pairs (either quote) up to the tag's closing `>`.
    private static func rootAttributes(in tag: ArraySlice<UInt8>) -> [String: String] {
        var attributes: [String: String] = [:]
        var index = tag.startIndex
        while let nameStart = tag[index...].firstIndex(where: { !isSpace($0) }),
            tag[nameStart] != UInt8(ascii: ">"), tag[nameStart] != UInt8(ascii: "/"),
            let equals = tag[nameStart...].firstIndex(where: { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ">") }),
            tag[equals] == UInt8(ascii: "="),
            let quote = tag[(equals + 1)...].firstIndex(where: { !isSpace($0) }),
            tag[quote] == UInt8(ascii: "\"") || tag[quote] == UInt8(ascii: "'"),
            let close = tag[(quote + 1)...].firstIndex(of: tag[quote])
        {
            let name = String(decoding: tag[nameStart..<equals], as: UTF8.self)
            attributes[name.trimmingCharacters(in: .whitespacesAndNewlines)] = String(
                decoding: tag[(quote + 1)..<close], as: UTF8.self)
            index = close + 1
        }
        return attributes
    }

    /// CSS pixels per unit, at nanosvg's 96 dots per inch.
    private static let pixelsPerUnit: [String: Double] = [
        "": 1, "px": 1, "pt": 96.0 / 72, "pc": 16, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96,
    ]

    /// A positive, finite length in absolute units, in CSS pixels; nil for percentages, font units or junk.
    private static func parseLength(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
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
