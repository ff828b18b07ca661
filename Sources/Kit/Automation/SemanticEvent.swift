/// Something that happened that a user would notice, as a value: each game and each part of the toolkit declares
/// its events as a type conforming to this (usually an enum, one case per event), so a name is written once, in
/// one place, and a field cannot be misspelt at one of the places that emit it.
///
/// `name` and `fields` are exactly what `events.jsonl` writes (`{"t": …, "event": name, …fields}`), so the
/// automation contract is the conformance's business: keep both stable.
public protocol SemanticEvent: Sendable {
    /// The event's name in the log: "brick.destroyed", "piece.snapped".
    var name: String { get }
    /// The event's own fields (the log adds `t` and `event`).
    var fields: [String: AutomationValue] { get }
}

extension EventLog {
    /// Appends one typed event; observers get the value as `LoggedEvent.event`.
    public func emit(_ event: some SemanticEvent) {
        record(event.name, event.fields, typed: event)
    }
}
