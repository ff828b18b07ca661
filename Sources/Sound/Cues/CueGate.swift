/// Decides whether a cue may play now, so bursts of events stay pleasant: a cue does not repeat within its
/// minimum interval (a ball rattling in a corner ticks, it does not buzz), and a cue another one covers stays
/// quiet when that one has just played (a turned piece settles into its cells: one sound, not two).
public struct CueGate: Sendable {
    /// Seconds within which events count as one action: the events of one action are emitted together, far
    /// less than a frame apart.
    public static let sameActionWindow = 0.01

    private var lastPlayed: [SoundCue: Double] = [:]

    public init() {}

    /// Whether `cue` plays at `time` (seconds on any steady clock); remembers it when it does.
    public mutating func admit(_ cue: SoundCue, at time: Double) -> Bool {
        if let last = lastPlayed[cue], time - last < cue.minimumInterval { return false }
        for cover in cue.coveredBy {
            if let last = lastPlayed[cover], time - last < Self.sameActionWindow { return false }
        }
        lastPlayed[cue] = time
        return true
    }
}

/// How closely each cue may follow itself, and which cues make another redundant.
extension SoundCue {
    /// A ball in a corner meets two walls, or the paddle's edge, a step or two apart; the longest wall-to-wall
    /// flight at full speed is still several times longer. Seconds.
    public static let contactInterval = 0.06
    /// Two balls breaking bricks in one frame clink once; Solve drops a piece every 70 ms and each one knocks.
    /// Seconds.
    public static let burstInterval = 0.035
    /// Rows that clear together make one sweep; its chimes last about this long. Seconds.
    public static let sweepInterval = 0.25
    /// A tune never restarts over itself; the shortest one lasts about this long. Seconds.
    public static let tuneInterval = 0.8

    /// Seconds after this cue played before it may play again.
    public var minimumInterval: Double {
        switch self {
        case .paddle, .wall: Self.contactInterval
        case .brick, .pickUp, .snap, .rotate, .flip: Self.burstInterval
        case .ballLost, .swish, .rowCleared: Self.sweepInterval
        case .levelCleared, .gameOver, .puzzleCompleted: Self.tuneInterval
        }
    }

    /// Cues that, just played by the same action, make this one redundant.
    public var coveredBy: [SoundCue] {
        switch self {
        case .snap: [.rotate, .flip]
        default: []
        }
    }
}
