import Kit

/// What Snowman logs: the figure's animation playing, pausing and finishing, and the editor's saved animations.
/// Names and fields are the automation contract (`docs/automation.md`).
public enum SnowmanEvent: SemanticEvent, Equatable {
    /// `snowman.play`: the animation named `name` starts.
    case played(name: String)
    /// `snowman.pause` / `snowman.resume`: the animation stops, or goes on, at `time` seconds into it (the
    /// field `t`: the log's clock time then moves to `at`).
    case paused(time: Double)
    case resumed(time: Double)
    /// `snowman.finished`: the animation named `name` has run to its end.
    case finished(name: String)
    /// `snowman.seek`: the scrubber set the animation to `time` seconds into it (the field `t`, as a pause's).
    case sought(time: Double)
    /// `animation.saved` / `animation.deleted`: the editor saved, or deleted, the animation named `name`.
    case animationSaved(name: String)
    case animationDeleted(name: String)
    /// `animation.renamed`: a saved animation's name changed.
    case animationRenamed(from: String, to: String)
    /// `animation.duplicated`: Duplicate saved a copy of the animation named `from` as `name`.
    case animationDuplicated(from: String, name: String)

    public var name: String {
        switch self {
        case .played: "snowman.play"
        case .paused: "snowman.pause"
        case .resumed: "snowman.resume"
        case .finished: "snowman.finished"
        case .sought: "snowman.seek"
        case .animationSaved: "animation.saved"
        case .animationDeleted: "animation.deleted"
        case .animationRenamed: "animation.renamed"
        case .animationDuplicated: "animation.duplicated"
        }
    }

    public var fields: [String: AutomationValue] {
        switch self {
        case .played(let name), .finished(let name), .animationSaved(let name), .animationDeleted(let name):
            ["name": .string(name)]
        case .paused(let time), .resumed(let time), .sought(let time): ["t": .double(time)]
        case .animationRenamed(let from, let to): ["from": .string(from), "to": .string(to)]
        case .animationDuplicated(let from, let name): ["from": .string(from), "name": .string(name)]
        }
    }
}
