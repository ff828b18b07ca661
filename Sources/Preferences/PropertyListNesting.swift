import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// How deeply a property list nests, found by scanning its bytes without building anything, so a file nested
/// far too deep is refused before any recursive parser (Foundation's, or the tree conversion) sees it.
///
/// Reads the three formats `PropertyListSerialization` accepts: XML, binary (`bplist0…`) and the old
/// OpenStep text format. Every scan is one pass over the bytes (the binary one visits each object once).
enum PropertyListNesting {
    enum Verdict: Equatable, Sendable {
        /// No container lies deeper than the limit (the file may still fail to parse).
        case withinLimit
        /// Some container lies deeper than the limit.
        case tooDeep
        /// A binary property list whose object table cannot be walked: a reference out of range or a cycle.
        case malformed
        /// A binary property list holding a set, an ordered set or a UID: no file of the app's holds one, and
        /// Foundation on Linux traps while bridging a set of containers, so the parser must never see one.
        case unsupportedObjects
    }

    /// Whether `data` nests arrays and dictionaries more than `limit` levels deep (a top-level dictionary is
    /// one level).
    static func check(_ data: Data, limit: Int) -> Verdict {
        if data.starts(with: binaryMagic) {
            return data.withUnsafeBytes { BinaryPropertyListNesting.check($0, limit: limit) }
        }
        let text = utf8Text(of: data)
        return text.withUnsafeBytes { bytes in
            let start = text.starts(with: utf8ByteOrderMark) ? utf8ByteOrderMark.count : 0
            let first = bytes[start...].firstIndex { !isWhitespace($0) }
            let exceeds =
                first.map { bytes[$0] } == UInt8(ascii: "<")
                ? XMLNestingScanner(bytes: bytes).exceeds(limit) : OpenStepNestingScanner(bytes: bytes).exceeds(limit)
            return exceeds ? .tooDeep : .withinLimit
        }
    }

    /// Every binary property list starts with this (followed by a one-digit minor version).
    static let binaryMagic = Data("bplist0".utf8)

    /// UTF-16 text (marked by its byte-order mark) as UTF-8, so the scanners see one byte per ASCII character;
    /// anything else as it is (the markup the scanners look for is ASCII in every other encoding a plist uses).
    private static func utf8Text(of data: Data) -> Data {
        let bigEndianMark = Data([0xFE, 0xFF])
        let littleEndianMark = Data([0xFF, 0xFE])
        guard data.starts(with: bigEndianMark) || data.starts(with: littleEndianMark),
            let text = String(data: data, encoding: .utf16)
        else { return data }
        return Data(text.utf8)
    }

    private static let utf8ByteOrderMark = Data([0xEF, 0xBB, 0xBF])

    /// The index of the first `byte` at or after `index` (`memchr`, so long text is skipped quickly).
    static func find(_ byte: UInt8, in bytes: UnsafeRawBufferPointer, from index: Int) -> Int? {
        guard index < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + index, Int32(byte), bytes.count - index)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

/// The XML format: counts `<dict>` and `<array>` against their closing tags, skipping comments, CDATA sections,
/// processing instructions and the DOCTYPE (whose contents are not markup).
struct XMLNestingScanner {
    let bytes: UnsafeRawBufferPointer

    func exceeds(_ limit: Int) -> Bool {
        var depth = 0
        var index = 0
        while let open = find(UInt8(ascii: "<"), from: index) {
            if let end = endOfSkippedSection(at: open) {
                index = end
                continue
            }
            var cursor = open + 1
            let isClosing = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
            if isClosing { cursor += 1 }
            let nameStart = cursor
            while cursor < bytes.count, Self.isNameByte(bytes[cursor]) { cursor += 1 }
            let close = find(UInt8(ascii: ">"), from: cursor) ?? bytes.count
            let isSelfClosing = close > cursor && close < bytes.count && bytes[close - 1] == UInt8(ascii: "/")
            if isContainerName(from: nameStart, to: cursor) {
                if isClosing {
                    depth = max(0, depth - 1)
                } else if !isSelfClosing {
                    depth += 1
                    if depth > limit { return true }
                }
            }
            index = close + 1
        }
        return false
    }

    /// Where a comment, CDATA section, processing instruction or declaration starting at `index` ends (just past
    /// its terminator, or the end of the data), or nil when `index` starts an ordinary tag.
    private func endOfSkippedSection(at index: Int) -> Int? {
        // Every skipped section starts `<!` or `<?`; ordinary tags are by far the most common.
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") || bytes[index + 1] == UInt8(ascii: "?")
        else { return nil }
        for (opening, closing) in Self.skippedSections where matches(opening, at: index) {
            return find(closing, from: index + opening.count).map { $0 + closing.count } ?? bytes.count
        }
        return nil
    }

    /// Longest openings first, so `<!--` is not taken for a declaration.
    private static let skippedSections: [([UInt8], [UInt8])] = [
        ("<![CDATA[", "]]>"), ("<!--", "-->"), ("<?", "?>"), ("<!", ">"),
    ].map { (Array($0.utf8), Array($1.utf8)) }

    private static let containerNames: [[UInt8]] = [Array("dict".utf8), Array("array".utf8)]

    private func isContainerName(from start: Int, to end: Int) -> Bool {
        Self.containerNames.contains { name in name.count == end - start && matches(name, at: start) }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for (offset, byte) in pattern.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    private func find(_ byte: UInt8, from index: Int) -> Int? {
        PropertyListNesting.find(byte, in: bytes, from: index)
    }

    /// The first occurrence of `pattern` at or after `index`. Patterns are at most three bytes, so this stays
    /// linear in the data.
    private func find(_ pattern: [UInt8], from index: Int) -> Int? {
        var start = index
        while let candidate = find(pattern[0], from: start) {
            if matches(pattern, at: candidate) { return candidate }
            start = candidate + 1
        }
        return nil
    }
}

/// The OpenStep text format: counts `{` and `(` against `}` and `)` outside quoted strings, comments and `<…>`
/// data.
struct OpenStepNestingScanner {
    let bytes: UnsafeRawBufferPointer

    func exceeds(_ limit: Int) -> Bool {
        var depth = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                if depth > limit { return true }
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                depth = max(0, depth - 1)
                index += 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = endOfQuotedString(startingAt: index, quote: byte)
            case UInt8(ascii: "<"):
                index = (find(UInt8(ascii: ">"), from: index + 1) ?? bytes.count) + 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index = endOfBlockComment(from: index + 2)
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                index = (find(UInt8(ascii: "\n"), from: index + 2) ?? bytes.count) + 1
            default:
                index += 1
            }
        }
        return false
    }

    private func endOfQuotedString(startingAt start: Int, quote: UInt8) -> Int {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
            } else if bytes[index] == quote {
                return index + 1
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    private func endOfBlockComment(from start: Int) -> Int {
        var index = start
        while let star = find(UInt8(ascii: "*"), from: index) {
            if star + 1 < bytes.count, bytes[star + 1] == UInt8(ascii: "/") { return star + 2 }
            index = star + 1
        }
        return bytes.count
    }

    private func find(_ byte: UInt8, from index: Int) -> Int? {
        PropertyListNesting.find(byte, in: bytes, from: index)
    }
}
