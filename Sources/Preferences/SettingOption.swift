/// One choice of a `.choice` setting: the string stored in the file and the title a row shows.
///
/// Stored values stay stable while titles may be reworded, so a file never breaks on a rename.
public struct SettingOption: Sendable, Hashable {
    public let value: String
    public let title: String

    public init(_ value: String, title: String) {
        self.value = value
        self.title = title
    }
}

extension SettingOption: ExpressibleByStringLiteral {
    /// A literal option shows its stored value as its title.
    public init(stringLiteral value: String) {
        self.init(value, title: value)
    }
}
