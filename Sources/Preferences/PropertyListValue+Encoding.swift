import FoundationEssentials

/// Writing the tree through Foundation's `PropertyListEncoder`, the property-list writer that works the same in
/// every build: `PropertyListSerialization` cannot write an array or a dictionary in a build that links the Swift
/// runtime statically (it sees "objects of type 'Not A Type'"), which is the build users run. Each case encodes as
/// the element it was read from, so `<real>2</real>` stays a real, `<integer>2</integer>` an integer, and a date, a
/// blob of data or a nested container written by a newer version comes back as it was.
extension PropertyListValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .dictionary(let entries):
            var container = encoder.container(keyedBy: EntryKey.self)
            for (key, element) in entries { try container.encode(element, forKey: EntryKey(key)) }
        case .bool(let value): try encodeSingle(value, to: encoder)
        case .int(let value): try encodeSingle(value, to: encoder)
        case .double(let value): try encodeSingle(value, to: encoder)
        case .string(let value): try encodeSingle(value, to: encoder)
        case .date(let value): try encodeSingle(value, to: encoder)
        case .data(let value): try encodeSingle(value, to: encoder)
        }
    }

    private func encodeSingle(_ value: some Encodable, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// Any string as a dictionary key, as a property list allows.
    private struct EntryKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ key: String) { stringValue = key }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { nil }
    }

    /// The value as an XML property list document (what every file of the app is written as: readable with
    /// `plutil -p` and by people).
    func xmlPropertyList() throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return try encoder.encode(self)
    }
}
