/// Semantic events for automation (`events.jsonl`): one JSON object per line, `{"t": seconds, "event": name, …}`.
///
/// Scenes emit what a user would notice ("crossfade.started"); where the lines go is the app's choice (a file
/// with `--automation`, nowhere otherwise, an array in tests). Observers in the process (the sound effects) hear
/// every event too, whether or not lines are written.
@MainActor
public final class EventLog {
    public typealias Sink = @MainActor (_ line: String) -> Void
    public typealias Observer = @MainActor (_ event: LoggedEvent) -> Void

    private let sink: Sink?
    private let clock: @MainActor () -> Double
    private var observers: [Observer] = []

    /// `clock` gives seconds since launch for the `t` field.
    public init(clock: @escaping @MainActor () -> Double, sink: Sink?) {
        self.clock = clock
        self.sink = sink
    }

    /// A log that records nothing (automation off).
    public static func disabled() -> EventLog {
        EventLog(clock: { 0 }, sink: nil)
    }

    /// Whether lines are written (automation on); observers hear events either way.
    public var isEnabled: Bool { sink != nil }

    /// Calls `observer` with every later event, synchronously, after its line is written. Observers live as long
    /// as the log.
    public func addObserver(_ observer: @escaping Observer) {
        observers.append(observer)
    }

    /// Appends one event. An event whose own fields include `t` (the Snowman's animation time) keeps it, and
    /// the line's clock time goes in `at` instead, so neither is lost.
    public func emit(_ event: String, _ fields: [String: AutomationValue] = [:]) {
        record(event, fields, typed: nil)
    }

    /// Writes the line and tells the observers, who get the typed event too when there is one.
    func record(_ event: String, _ fields: [String: AutomationValue], typed: (any SemanticEvent)?) {
        guard sink != nil || !observers.isEmpty else { return }
        let time = clock()
        if let sink {
            var object = fields
            object[fields["t"] == nil ? "t" : "at"] = .double(time)
            object["event"] = .string(event)
            sink(AutomationValue.object(object).json)
        }
        let logged = LoggedEvent(name: event, fields: fields, time: time, event: typed)
        for observer in observers { observer(logged) }
    }
}

/// One emitted event as observers hear it: its name, its own fields, the clock time it was emitted at and, when it
/// was emitted as a value, that value (so an observer can match the type rather than the name).
public struct LoggedEvent: Sendable, Equatable {
    public let name: String
    public let fields: [String: AutomationValue]
    /// Seconds on the log's clock.
    public let time: Double
    /// The typed event as emitted; nil for one emitted by name.
    public let event: (any SemanticEvent)?

    public init(name: String, fields: [String: AutomationValue] = [:], time: Double, event: (any SemanticEvent)? = nil)
    {
        self.name = name
        self.fields = fields
        self.time = time
        self.event = event
    }

    /// The same line in the log: name, fields and time (the typed value is how it was emitted, not what it says).
    public static func == (lhs: LoggedEvent, rhs: LoggedEvent) -> Bool {
        lhs.name == rhs.name && lhs.fields == rhs.fields && lhs.time == rhs.time
    }
}
