import Foundation

/// Property lists nested to a chosen depth in each format Foundation reads, built directly as bytes (no
/// recursion, so any depth can be made).
public enum NestedPropertyList {
    public enum Container: Sendable, CaseIterable {
        case array, dictionary
    }

    /// `depth` containers, one inside the other, around `<true/>`, as the whole document.
    public static func xml(depth: Int, container: Container = .array) -> Data {
        Data((xmlHeader + xmlFragment(depth: depth, container: container) + xmlFooter).utf8)
    }

    /// A dictionary holding `entries` (XML fragments of keys and values) and the nested value under `key`.
    public static func xml(depth: Int, container: Container, underKey key: String, besides entries: String = "")
        -> Data
    {
        Data(
            (xmlHeader + "<dict>\(entries)<key>\(key)</key>" + xmlFragment(depth: depth, container: container)
                + "</dict>" + xmlFooter).utf8)
    }

    public static func xmlFragment(depth: Int, container: Container) -> String {
        switch container {
        case .array:
            String(repeating: "<array>", count: depth) + "<true/>" + String(repeating: "</array>", count: depth)
        case .dictionary:
            String(repeating: "<dict><key>k</key>", count: depth) + "<true/>"
                + String(repeating: "</dict>", count: depth)
        }
    }

    /// The same nesting in the old OpenStep text format.
    public static func openStep(depth: Int) -> Data {
        Data((String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)).utf8)
    }

    /// A binary property list: object `i` is an array holding object `i + 1` (a dictionary's value when
    /// `container` is `.dictionary`), the last one empty. `cycle` makes the last one hold the first instead.
    public static func binary(depth: Int, container: Container = .array, cycle: Bool = false) -> Data {
        var writer = BinaryPropertyListWriter()
        let key = container == .dictionary ? writer.addASCIIString("k") : nil
        let first = writer.nextObject
        for level in 0..<depth {
            let isLast = level == depth - 1
            let member = isLast ? (cycle ? first : nil) : writer.nextObject + 1
            if let key {
                writer.addDictionary(member.map { [(key, $0)] } ?? [])
            } else {
                writer.addArray(member.map { [$0] } ?? [])
            }
        }
        return writer.finish(top: first)
    }

    static let xmlHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        """
    static let xmlFooter = "</plist>\n"
}

/// Writes the binary property-list format object by object (`bplist00`, 4-byte offsets and references).
struct BinaryPropertyListWriter {
    private var body: [UInt8] = Array("bplist00".utf8)
    private var offsets: [Int] = []
    static let width = 4

    var nextObject: Int { offsets.count }

    @discardableResult
    mutating func addASCIIString(_ text: String) -> Int {
        let bytes = Array(text.utf8)
        precondition(bytes.count < 15, "short strings only")
        let object = begin()
        body.append(0x50 | UInt8(bytes.count))
        body.append(contentsOf: bytes)
        return object
    }

    @discardableResult
    mutating func addArray(_ members: [Int]) -> Int {
        let object = begin()
        appendMarker(0xA0, count: members.count)
        for member in members { append(member, width: Self.width) }
        return object
    }

    @discardableResult
    mutating func addDictionary(_ entries: [(key: Int, value: Int)]) -> Int {
        let object = begin()
        appendMarker(0xD0, count: entries.count)
        for entry in entries { append(entry.key, width: Self.width) }
        for entry in entries { append(entry.value, width: Self.width) }
        return object
    }

    func finish(top: Int) -> Data {
        var writer = self
        let table = writer.body.count
        for offset in offsets { writer.append(offset, width: Self.width) }
        writer.body.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(Self.width), UInt8(Self.width)])
        for value in [offsets.count, top, table] { writer.append(value, width: 8) }
        return Data(writer.body)
    }

    private mutating func begin() -> Int {
        offsets.append(body.count)
        return offsets.count - 1
    }

    private mutating func appendMarker(_ type: UInt8, count: Int) {
        if count < 15 {
            body.append(type | UInt8(count))
        } else {
            body.append(contentsOf: [type | 0x0F, 0x12])
            append(count, width: Self.width)
        }
    }

    /// `value` big-endian in `width` bytes.
    private mutating func append(_ value: Int, width: Int) {
        var shift = (width - 1) * 8
        while shift >= 0 {
            body.append(UInt8(truncatingIfNeeded: value >> shift))
            shift -= 8
        }
    }
}
