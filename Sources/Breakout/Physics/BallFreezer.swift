import Kit

/// The velocities a pause took from the balls, given back exactly when play goes on, so a pause never changes the
/// game.
@MainActor
final class BallFreezer {
    private var frozen: [(ball: BallView, velocity: Point)] = []

    /// Saves each ball's velocity and zeroes it, so nothing moves even if the animator were stepped; returns the
    /// velocities saved.
    func freeze(_ balls: [BallView], in physics: BreakoutBehavior) -> [Point] {
        frozen = balls.map { ($0, physics.velocity(of: $0)) }
        for ball in balls { physics.setVelocity(.zero, of: ball) }
        return frozen.map(\.velocity)
    }

    /// Gives every ball still in play the very velocity it had; returns the velocities given back.
    func thaw(in physics: BreakoutBehavior) -> [Point] {
        let restored = frozen.filter { $0.ball.isInPlay }
        frozen = []
        for (ball, velocity) in restored { physics.setVelocity(velocity, of: ball) }
        return restored.map(\.velocity)
    }

    /// The balls went (a new wall): nothing to give back.
    func forget() {
        frozen = []
    }
}
