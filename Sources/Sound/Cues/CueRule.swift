import Kit

/// One line of the cue table: an event name, optionally one field value it must carry, and the cue it plays.
public struct CueRule: Sendable, Hashable {
    public let event: String
    /// A field the event must carry with this value (`game.over` is a cleared level when `won` is true).
    public let field: String?
    public let value: AutomationValue?
    public let cue: SoundCue

    public init(_ event: String, _ cue: SoundCue) {
        self.event = event
        self.field = nil
        self.value = nil
        self.cue = cue
    }

    public init(_ event: String, where field: String, is value: AutomationValue, _ cue: SoundCue) {
        self.event = event
        self.field = field
        self.value = value
        self.cue = cue
    }

    public func matches(_ logged: LoggedEvent) -> Bool {
        guard logged.name == event else { return false }
        guard let field else { return true }
        return logged.fields[field] == value
    }
}
