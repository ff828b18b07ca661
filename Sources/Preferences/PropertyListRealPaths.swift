import FoundationEssentials

/// Where an XML property list holds `<real>` elements, so a real that holds a whole number (`<real>3</real>`) reads
/// back as a real: `PropertyListDecoder` gives the same answer for it and for `<integer>3</integer>`, and a value
/// the app does not know must be written back as it was read.
///
/// One pass over the tags, as `XMLNestingScanner` makes; the nesting is bounded before this runs.
struct PropertyListRealPaths: Sendable {
    /// One step from a container to a value in it: a dictionary's key or an array's index.
    enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    private(set) var paths: Set<[Step]> = []

    /// The key under which `PropertyListValue`'s decoding finds these paths.
    static let userInfoKey = CodingUserInfoKey(rawValue: "kinetic.propertyListRealPaths")!

    func holdsReal(at codingPath: [any CodingKey]) -> Bool {
        paths.contains(codingPath.map { key in key.intValue.map(Step.index) ?? .key(key.stringValue) })
    }

    /// The paths of every `<real>` in `text` (UTF-8 XML).
    init(xml text: Data) {
        let bytes = Array(text)
        var containers: [(path: [Step], isDictionary: Bool, key: String?, index: Int)] = []
        var index = 0
        func nextStep() -> [Step] {
            guard let top = containers.last else { return [] }
            return top.path + [top.isDictionary ? .key(top.key ?? "") : .index(top.index)]
        }
        func valueEnded() {
            guard !containers.isEmpty else { return }
            containers[containers.count - 1].key = nil
            containers[containers.count - 1].index += 1
        }
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { return }
            let tag = bytes[(open + 1)..<close]
            index = close + 1
            if tag.first == UInt8(ascii: "!") || tag.first == UInt8(ascii: "?") {
                // A comment or CDATA section may hold a ">" before its end: skip to its real terminator.
                if let end = Self.endOfSection(in: bytes, at: open) { index = end }
                continue
            }
            let isClosing = tag.first == UInt8(ascii: "/")
            let isSelfClosing = tag.last == UInt8(ascii: "/")
            let name = String(
                decoding: tag.drop { $0 == UInt8(ascii: "/") }.prefix { Self.isNameByte($0) }, as: UTF8.self)
            switch (name, isClosing) {
            case ("dict", false), ("array", false):
                if isSelfClosing {
                    valueEnded()
                } else {
                    containers.append((nextStep(), name == "dict", nil, 0))
                }
            case ("dict", true), ("array", true):
                // A damaged file may close more than it opened; the decoder refuses it, so only stay safe here.
                if !containers.isEmpty { containers.removeLast() }
                valueEnded()
            case ("key", false):
                guard !isSelfClosing, let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else { break }
                if !containers.isEmpty { containers[containers.count - 1].key = Self.unescaped(bytes[index..<end]) }
                index = end
            case ("real", false), ("integer", false), ("string", false), ("date", false), ("data", false):
                if name == "real" { paths.insert(nextStep()) }
                if isSelfClosing { valueEnded() }
            case ("real", true), ("integer", true), ("string", true), ("date", true), ("data", true):
                valueEnded()
            case ("true", false), ("false", false):
                valueEnded()
            default:
                break
            }
        }
    }

    private static func endOfSection(in bytes: [UInt8], at index: Int) -> Int? {
        for (opening, closing) in [("<![CDATA[", "]]>"), ("<!--", "-->")] {
            let start = Array(opening.utf8), end = Array(closing.utf8)
            guard bytes[index...].starts(with: start) else { continue }
            var cursor = index + start.count
            while cursor + end.count <= bytes.count {
                if bytes[cursor..<(cursor + end.count)].elementsEqual(end) { return cursor + end.count }
                cursor += 1
            }
            return bytes.count
        }
        return nil
    }

    /// A key's text with XML's five named entities and numeric character references replaced.
    private static func unescaped(_ text: ArraySlice<UInt8>) -> String {
        var result = ""
        var rest = Substring(String(decoding: text, as: UTF8.self))
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            if let named = namedEntities[String(entity)] {
                result.append(named)
            } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(code)
            {
                result.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static let namedEntities: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
    ]

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
