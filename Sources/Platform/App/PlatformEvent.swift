import Kit

/// What the platform host logs. Names and fields are the automation contract (`docs/automation.md`).
public enum PlatformEvent: SemanticEvent, Equatable {
    /// `replay.finished`: the last of the `--replay` file's `events` input events has been handled.
    case replayFinished(events: Int)

    public var name: String {
        switch self {
        case .replayFinished: "replay.finished"
        }
    }

    public var fields: [String: AutomationValue] {
        switch self {
        case .replayFinished(let events): ["events": .int(events)]
        }
    }
}
