import Kit

/// One line of a cue table: which events play which cue. A rule either matches a typed event (the game's own
/// `SemanticEvent` type, so a renamed case or field is a compile error) or an event's name in the log, optionally
/// with one field value it must carry.
public struct CueRule: Sendable {
    private let match: @Sendable (LoggedEvent) -> SoundCue?

    private init(match: @escaping @Sendable (LoggedEvent) -> SoundCue?) {
        self.match = match
    }

    /// Every event named `event` plays `cue`.
    public init(_ event: String, _ cue: SoundCue) {
        self.init { $0.name == event ? cue : nil }
    }

    /// An event named `event` plays `cue` when its `field` has `value` (`game.over` is a cleared level when `won`
    /// is true); without the field it is silent, not guessed.
    public init(_ event: String, where field: String, is value: AutomationValue, _ cue: SoundCue) {
        self.init { $0.name == event && $0.fields[field] == value ? cue : nil }
    }

    /// Events of the type `Event` play the cue `cue(event)` names; nil is silence.
    public static func on<Event: SemanticEvent>(
        _ type: Event.Type, _ cue: @escaping @Sendable (Event) -> SoundCue?
    ) -> CueRule {
        CueRule { logged in (logged.event as? Event).flatMap(cue) }
    }

    /// The cue `event` plays under this rule, or nil when the rule does not match it.
    public func cue(for event: LoggedEvent) -> SoundCue? {
        match(event)
    }
}
