/// When a setting has an effect, in terms of other settings' values: Gravity strength matters only while Gravity
/// or Tilt gravity is on. Declared beside the setting (`.enabled(when: gravity == true || tilt == true)`), so the
/// Settings tab disables the row and says why from the same declaration the game reads, and the two cannot drift.
public indirect enum SettingCondition: Sendable, Hashable {
    /// The setting holds this value.
    case equals(Setting, SettingValue)
    /// At least one holds.
    case any([SettingCondition])
    /// Every one holds.
    case all([SettingCondition])

    /// Every setting the condition reads, in the order written, each once (what a row must follow).
    public var settings: [Setting] {
        var seen: Set<String> = []
        return leaves.map(\.setting).filter { seen.insert($0.key).inserted }
    }

    /// Whether the condition holds when each setting has the value `value` gives.
    public func isMet(_ value: (Setting) -> SettingValue) -> Bool {
        switch self {
        case .equals(let setting, let expected): setting.validated(value(setting)) == setting.validated(expected)
        case .any(let conditions): conditions.contains { $0.isMet(value) }
        case .all(let conditions): conditions.allSatisfy { $0.isMet(value) }
        }
    }

    /// Why the condition does not hold, in words a row can show after "while": "“Gravity” and “Tilt gravity” are
    /// off". Only the parts that fail are named.
    public func unmetDescription(_ value: (Setting) -> SettingValue) -> String {
        SettingPhrase.join(unmetPhrases(value))
    }

    private func unmetPhrases(_ value: (Setting) -> SettingValue) -> [SettingPhrase] {
        switch self {
        case .equals(let setting, let expected):
            return isMet(value) ? [] : [SettingPhrase(unmet: setting, expected: expected)]
        case .any(let conditions), .all(let conditions):
            return conditions.flatMap { $0.unmetPhrases(value) }
        }
    }

    private var leaves: [(setting: Setting, value: SettingValue)] {
        switch self {
        case .equals(let setting, let value): [(setting, value)]
        case .any(let conditions), .all(let conditions): conditions.flatMap(\.leaves)
        }
    }
}

/// One failed part of a condition as words: "“Gravity”" and "is off" / "are off", so several with the same
/// predicate read as one sentence ("“Gravity” and “Tilt gravity” are off").
private struct SettingPhrase: Equatable {
    let subject: String
    let singular: String
    let plural: String

    init(unmet setting: Setting, expected: SettingValue) {
        subject = "“\(setting.title)”"
        switch (setting.kind, expected) {
        case (.bool, .bool(let wanted)):
            singular = wanted ? "is off" : "is on"
            plural = wanted ? "are off" : "are on"
        default:
            let shown = setting.displayText(for: expected)
            singular = "is not \(shown)"
            plural = "are not \(shown)"
        }
    }

    /// Consecutive phrases with the same predicate share it; groups are joined with "and".
    static func join(_ phrases: [SettingPhrase]) -> String {
        var groups: [[SettingPhrase]] = []
        for phrase in phrases {
            if let last = groups.last?.last, last.singular == phrase.singular {
                groups[groups.count - 1].append(phrase)
            } else {
                groups.append([phrase])
            }
        }
        let clauses = groups.map { group in
            group.count == 1
                ? "\(group[0].subject) \(group[0].singular)"
                : "\(list(group.map(\.subject))) \(group[0].plural)"
        }
        return list(clauses)
    }

    /// "A", "A and B", "A, B and C".
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}

/// `gravity == true`: the condition that a setting holds a value, written as the comparison it is.
public func == <Value>(setting: TypedSetting<Value>, value: Value) -> SettingCondition {
    .equals(setting.setting, value.settingValue)
}

public func || (lhs: SettingCondition, rhs: SettingCondition) -> SettingCondition {
    switch lhs {
    case .any(let conditions): .any(conditions + [rhs])
    default: .any([lhs, rhs])
    }
}

public func && (lhs: SettingCondition, rhs: SettingCondition) -> SettingCondition {
    switch lhs {
    case .all(let conditions): .all(conditions + [rhs])
    default: .all([lhs, rhs])
    }
}
