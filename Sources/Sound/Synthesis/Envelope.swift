#if canImport(Glibc)
    import Glibc
#endif

/// How a voice's loudness moves: up from silence over `attack`, steady for `hold`, then down to exact silence over
/// `release`. The attack is a raised-cosine curve (no click at the start); the release falls as `(1 - x)^curve`,
/// fast at first like a struck object and reaching zero exactly, so every clip ends in silence.
public struct Envelope: Sendable, Hashable {
    /// Seconds from silence to full level; at least a millisecond, or the start clicks.
    public var attack: Double
    /// Seconds at full level.
    public var hold: Double
    /// Seconds from full level back to silence.
    public var release: Double
    /// The release's steepness: 1 is a straight line, 3 sounds struck (a bell, a wood block).
    public var curve: Double

    /// The shortest attack that does not click, in seconds.
    public static let minimumAttack = 0.001

    public init(attack: Double, hold: Double = 0, release: Double, curve: Double = 3) {
        precondition(attack >= Self.minimumAttack, "an attack under \(Self.minimumAttack) s clicks: lengthen it")
        precondition(hold >= 0 && release > 0 && curve > 0, "hold ≥ 0, release > 0 and curve > 0 (seconds)")
        self.attack = attack
        self.hold = hold
        self.release = release
        self.curve = curve
    }

    /// A struck sound: a fast attack and a decay of `decay` seconds.
    public static func struck(_ decay: Double, attack: Double = 0.002) -> Envelope {
        Envelope(attack: attack, release: decay)
    }

    /// Seconds from the first sound to silence.
    public var duration: Double { attack + hold + release }

    /// The level, 0...1, `time` seconds after the voice starts (0 before and after).
    public func level(at time: Double) -> Double {
        if time <= 0 || time >= duration { return 0 }
        if time < attack { return 0.5 - 0.5 * cos(.pi * time / attack) }
        if time < attack + hold { return 1 }
        return pow(1 - (time - attack - hold) / release, curve)
    }
}
