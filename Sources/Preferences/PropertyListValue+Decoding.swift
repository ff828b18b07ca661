import FoundationEssentials

/// Reading the tree through `PropertyListDecoder` (XML, binary and the old OpenStep text alike): each value is
/// tried as a container first, then as the scalar types from the narrowest reading to the widest, so `<true/>`
/// reads as a Bool, `<integer>1</integer>` as an integer (never a Bool), and `<string>12</string>` as a string.
/// The decoder reads a `<real>` that holds a whole number as an integer, so an XML file's reals are found first
/// (`PropertyListRealPaths`); in a binary file such a real reads as an integer.
///
/// Recursive, so decode only data whose nesting `PropertyListNesting` has bounded.
extension PropertyListValue: Decodable {
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: EntryKey.self) {
            var entries: [String: PropertyListValue] = [:]
            entries.reserveCapacity(container.allKeys.count)
            for key in container.allKeys {
                entries[key.stringValue] = try container.decode(PropertyListValue.self, forKey: key)
            }
            self = .dictionary(entries)
        } else if var container = try? decoder.unkeyedContainer() {
            var elements: [PropertyListValue] = []
            if let count = container.count { elements.reserveCapacity(count) }
            while !container.isAtEnd { elements.append(try container.decode(PropertyListValue.self)) }
            self = .array(elements)
        } else {
            let realPaths = decoder.userInfo[PropertyListRealPaths.userInfoKey] as? PropertyListRealPaths
            self = try Self.scalar(
                in: decoder.singleValueContainer(), isReal: realPaths?.holdsReal(at: decoder.codingPath) ?? false)
        }
    }

    /// An integer beyond `Int`'s range (only an unsigned 64-bit one can be) is kept as the nearest real rather
    /// than wrapped. `isReal`: the element is a `<real>`, which the decoder would also read as an integer.
    private static func scalar(in container: any SingleValueDecodingContainer, isReal: Bool) throws
        -> PropertyListValue
    {
        // The decoder reads the string "$null" as nil (a keyed archive's marker); a property list has no nil.
        if container.decodeNil() { return .string(nullMarker) }
        if let value = try? container.decode(Bool.self) { return .bool(value) }
        if isReal, let value = try? container.decode(Double.self) { return .double(value) }
        if let value = try? container.decode(Int.self) { return .int(value) }
        if let value = try? container.decode(Double.self) { return .double(value) }
        if let value = try? container.decode(Date.self) { return .date(value) }
        if let value = try? container.decode(Data.self) { return .data(value) }
        return .string(try container.decode(String.self))
    }

    private static let nullMarker = "$null"

    /// Any string as a dictionary key, as a property list allows.
    private struct EntryKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
