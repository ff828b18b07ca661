@testable import Breakout
@testable import Kit

/// A model driven the way the scene drives it: actions in, effects out, on a fixed seed.
struct CoreGame {
    var model: BreakoutModel
    var random = SeededRandom(seed: 11)

    init(_ model: BreakoutModel = .plainRow()) {
        self.model = model
    }

    @discardableResult
    mutating func send(_ action: BreakoutAction) -> [BreakoutEffect] {
        model.send(action, random: &random)
    }

    /// Seconds of play in frames of 1/60 s; every effect they gave.
    @discardableResult
    mutating func play(seconds: Double) -> [BreakoutEffect] {
        (0..<Int((seconds * 60).rounded())).flatMap { _ in send(.frame(seconds: 1.0 / 60)) }
    }
}

extension Array where Element == BreakoutEffect {
    /// The events among the effects, in order.
    var logged: [BreakoutEvent] {
        compactMap { effect in
            if case .log(let event) = effect { event } else { nil }
        }
    }
}
