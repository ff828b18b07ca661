import Kit

/// What the sound effects log. Names and fields are the automation contract (`docs/automation.md`).
public enum SoundEvent: SemanticEvent, Equatable {
    /// `sound.played`: the output started this cue (`cue`: its name).
    case played(SoundCue)
    /// `sound.opened`: the audio device is open through SDL's `driver` at `rate` samples a second.
    case opened(driver: String, rate: Int)
    /// `sound.unavailable`: no audio device could be opened, for SDL's `reason`; the games play silently.
    case unavailable(reason: String)

    public var name: String {
        switch self {
        case .played: "sound.played"
        case .opened: "sound.opened"
        case .unavailable: "sound.unavailable"
        }
    }

    public var fields: [String: AutomationValue] {
        switch self {
        case .played(let cue): ["cue": .string(cue.name)]
        case .opened(let driver, let rate): ["driver": .string(driver), "rate": .int(rate)]
        case .unavailable(let reason): ["reason": .string(reason)]
        }
    }
}
