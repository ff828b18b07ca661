/// Semantic events for automation (`events.jsonl`): one JSON object per line, `{"t": seconds, "event": name, …}`.
///
/// Scenes emit what a user would notice ("crossfade.started"); where the lines go is the app's choice (a file
/// with `--automation`, nowhere otherwise, an array in tests).
@MainActor
public final class EventLog {
    public typealias Sink = @MainActor (_ line: String) -> Void

    private let sink: Sink?
    private let clock: @MainActor () -> Double

    /// `clock` gives seconds since launch for the `t` field.
    public init(clock: @escaping @MainActor () -> Double, sink: Sink?) {
        self.clock = clock
        self.sink = sink
    }

    /// A log that records nothing (automation off).
    public static func disabled() -> EventLog {
        EventLog(clock: { 0 }, sink: nil)
    }

    public var isEnabled: Bool { sink != nil }

    /// Appends one event. An event whose own fields include `t` (the Snowman's animation time) keeps it, and
    /// the line's clock time goes in `at` instead, so neither is lost.
    public func emit(_ event: String, _ fields: [String: AutomationValue] = [:]) {
        guard let sink else { return }
        var object = fields
        object[fields["t"] == nil ? "t" : "at"] = .double(clock())
        object["event"] = .string(event)
        sink(AutomationValue.object(object).json)
    }
}
