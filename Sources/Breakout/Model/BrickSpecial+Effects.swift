/// What each special brick does, in numbers and in words: the model runs the numbers, the pause overlay's legend
/// says the words, so the two cannot disagree.
extension BrickSpecial {
    /// How many times wider the paddle gets while the wide-paddle effect runs.
    public static let widePaddleFactor = 1.5
    /// The balls' speed, as a share of their cruising speed, while the slow-ball effect runs.
    public static let slowBallFactor = 0.65

    /// Seconds of play the effect lasts; nil for the ones that act at once (extra ball, explosion).
    public var duration: Double? {
        switch self {
        case .widePaddle: 12
        case .slowBall: 10
        case .extraBall, .explosive: nil
        }
    }

    /// The effect's name.
    public var title: String {
        switch self {
        case .extraBall: "Extra ball"
        case .widePaddle: "Wider paddle"
        case .slowBall: "Slow balls"
        case .explosive: "Explosive"
        }
    }

    /// What the effect does, in a few words.
    public var summary: String {
        switch self {
        case .extraBall: "a new ball from the brick"
        case .widePaddle: "\(Self.widePaddleFactor.formatted)× as wide for \((duration ?? 0).formatted) s"
        case .slowBall: "\(Int((Self.slowBallFactor * 100).rounded())) % speed for \((duration ?? 0).formatted) s"
        case .explosive: "breaks its eight neighbours"
        }
    }
}

extension Double {
    /// `12` for 12.0, `1.5` for 1.5: a tunable as the legend shows it.
    fileprivate var formatted: String {
        rounded() == self ? String(Int(self)) : String(self)
    }
}
