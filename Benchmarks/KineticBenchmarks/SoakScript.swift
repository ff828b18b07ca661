import Foundation

/// The soak's input: first every tab in turn (digit keys 1–6), then ten minutes of seeded random input across
/// every tab — clicks, drags and keys anywhere in the window, and a tab switch now and then — written as a
/// `--replay` file. The same seed writes the same script, so two runs (before and after a change) get the same
/// input.
struct SoakScript {
    /// The seed of every soak `make bench` runs.
    static let seed: UInt64 = 32
    static let tabCount = 6
    /// Seconds each tab is shown in the first pass.
    static let tabDwell = 1.5
    /// Seconds between two random actions.
    static let actionInterval = 0.25
    /// Keys the soak presses: the games' and controls' own (never Ctrl+Q, which quits).
    static let keys = [
        "Space", "Left", "Right", "Up", "Down", "Return", "Escape", "Tab", "z", "r", "p", "h", "x", "Backspace",
    ]

    let windowWidth: Double
    let windowHeight: Double

    /// When the first pass through the tabs is over, in seconds after the first frame.
    var firstPassEnd: Double { FrameScenario.start + Double(Self.tabCount) * Self.tabDwell }

    /// The replay's lines: the first pass, then random actions until `seconds`.
    func lines(seconds: Double) -> [String] {
        var events: [FrameScenario.ReplayEvent] = (0..<Self.tabCount).map { index in
            .key(String(index + 1), at: FrameScenario.start + Double(index) * Self.tabDwell)
        }
        var random = SplitMix64(seed: Self.seed)
        var time = firstPassEnd
        while time < seconds {
            events += action(at: time, &random)
            time += Self.actionInterval
        }
        return events.sorted { $0.time < $1.time }.map(\.line)
    }

    private func action(at time: Double, _ random: inout SplitMix64) -> [FrameScenario.ReplayEvent] {
        let roll = random.unit()
        let point = (random.unit() * windowWidth, random.unit() * windowHeight)
        switch roll {
        case ..<0.08:
            return [.key(String(Int(random.unit() * Double(Self.tabCount)) + 1), at: time)]
        case ..<0.43:
            return FrameScenario.ReplayEvent.click(x: point.0, y: point.1, at: time)
        case ..<0.58:
            let end = (random.unit() * windowWidth, random.unit() * windowHeight)
            return FrameScenario.ReplayEvent.drag(from: point, to: end, at: time, seconds: 0.15, steps: 6)
        case ..<0.93:
            return [.key(Self.keys[Int(random.unit() * Double(Self.keys.count)) % Self.keys.count], at: time)]
        default:
            return [.key("z", at: time, modifiers: random.unit() < 0.5 ? ["ctrl"] : ["ctrl", "shift"])]
        }
    }
}

/// A small seeded random generator (SplitMix64): the same seed, the same numbers, on every machine.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
