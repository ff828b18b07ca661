/// Typed reads from a file's dictionary that note each value of the wrong type instead of failing the whole
/// file, so the owner uses its default for that value alone and `PropertyListFile.reportWrongTypes` names them.
public struct PropertyListFields {
    public let entries: [String: PropertyListValue]
    /// Prefixed to keys in reports, e.g. `animations[2].`.
    private let path: String
    public private(set) var wrongTypes: [WrongType] = []

    public init(_ entries: [String: PropertyListValue], path: String = "") {
        self.entries = entries
        self.path = path
    }

    /// The entries under keys the owner does not read, kept so a save writes them back untouched.
    public func unknownEntries(besides knownKeys: some Sequence<String>) -> [String: PropertyListValue] {
        var unknown = entries
        for key in knownKeys { unknown[key] = nil }
        return unknown
    }

    public mutating func bool(_ key: String) -> Bool? {
        read(key, expected: "true or false") { if case .bool(let value) = $0 { value } else { nil } }
    }

    public mutating func int(_ key: String) -> Int? {
        read(key, expected: "an integer") { if case .int(let value) = $0 { value } else { nil } }
    }

    /// An integer widens: a whole number may be written either way.
    public mutating func double(_ key: String) -> Double? {
        read(key, expected: "a number") {
            switch $0 {
            case .double(let value): value
            case .int(let value): Double(value)
            default: nil
            }
        }
    }

    public mutating func string(_ key: String) -> String? {
        read(key, expected: "a string") { if case .string(let value) = $0 { value } else { nil } }
    }

    public mutating func array(_ key: String) -> [PropertyListValue]? {
        read(key, expected: "a list") { if case .array(let value) = $0 { value } else { nil } }
    }

    /// Notes a value found wrong by the owner's own reading (e.g. inside a list).
    public mutating func noteWrongType(_ key: String, expected: String, found: PropertyListValue) {
        wrongTypes.append(WrongType(key: path + key, expected: expected, found: found))
    }

    /// Merges what reading a nested dictionary found.
    public mutating func absorb(_ nested: PropertyListFields) {
        wrongTypes += nested.wrongTypes
    }

    private mutating func read<T>(_ key: String, expected: String, _ extract: (PropertyListValue) -> T?) -> T? {
        guard let value = entries[key] else { return nil }
        guard let typed = extract(value) else {
            noteWrongType(key, expected: expected, found: value)
            return nil
        }
        return typed
    }
}
