/// Decides whether a cue may play now, so bursts of events stay pleasant: a cue does not repeat within its
/// minimum interval (a ball rattling in a corner ticks, it does not buzz), and a cue another one covers stays
/// quiet when that one has just played (a turned piece settles into its cells: one sound, not two).
public struct CueGate: Sendable {
    /// Seconds within which events count as one action: the events of one action are emitted together, far
    /// less than a frame apart.
    public static let sameActionWindow = 0.01

    /// When each cue last played, by name.
    private var lastPlayed: [String: Double] = [:]

    public init() {}

    /// Whether `cue` plays at `time` (seconds on any steady clock); remembers it when it does.
    public mutating func admit(_ cue: SoundCue, at time: Double) -> Bool {
        if let last = lastPlayed[cue.name], time - last < cue.minimumInterval { return false }
        for cover in cue.coveredBy {
            if let last = lastPlayed[cover.name], time - last < Self.sameActionWindow { return false }
        }
        lastPlayed[cue.name] = time
        return true
    }
}
