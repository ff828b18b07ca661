/// One sound effect, as the game that plays it declares it: its name, how it is made, how closely it may follow
/// itself and which cues make it redundant. The name is what `sound.played` logs as `cue` and what the mixer loads
/// the rendered clip by, so it is unique among the app's cues and stays stable.
///
/// Two cues are the same cue when their names are.
public struct SoundCue: Sendable {
    public let name: String
    public let recipe: CueRecipe
    /// Seconds after this cue played before it may play again (see the named intervals below).
    public let minimumInterval: Double
    /// Cues that, just played by the same action, make this one redundant (a turned piece settles into its cells:
    /// the turn is heard, not the snap as well).
    public let coveredBy: [SoundCue]

    public init(_ name: String, recipe: CueRecipe, minimumInterval: Double, coveredBy: [SoundCue] = []) {
        self.name = name
        self.recipe = recipe
        self.minimumInterval = minimumInterval
        self.coveredBy = coveredBy
    }

    /// The cue rendered at `sampleRate` (Hz): its recipe's voices scaled to its peak level.
    public func clip(sampleRate: Int) -> SoundClip {
        SoundClip(voices: recipe.voices, peak: recipe.peak, sampleRate: sampleRate)
    }

    /// Each of `cues` as a WAV file at `sampleRate`, by name: what the mixer loads.
    public static func wavFiles(_ cues: [SoundCue], sampleRate: Int) -> [String: [UInt8]] {
        Dictionary(cues.map { ($0.name, $0.clip(sampleRate: sampleRate).wavBytes) }) { first, _ in first }
    }
}

extension SoundCue: Hashable {
    public static func == (lhs: SoundCue, rhs: SoundCue) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension SoundCue: CustomStringConvertible {
    public var description: String { name }
}

/// How closely a cue may follow itself: the intervals the games' cues choose from, named by the kind of sound.
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
}

/// How a cue is made: the voices to sum and how loud its loudest moment is (a share of full scale). Peaks balance
/// the cues against each other: frequent contacts quiet, rare rewards louder.
public struct CueRecipe: Sendable, Hashable {
    public let voices: [Voice]
    public let peak: Double

    public init(peak: Double, _ voices: [Voice]) {
        self.peak = peak
        self.voices = voices
    }

    public init(peak: Double, _ groups: [[Voice]]) {
        self.init(peak: peak, groups.flatMap { $0 })
    }
}
