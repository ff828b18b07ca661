import Dynamics
import Kit

/// Nothing stays on the obstacle. Two squares landing side by side over its round top hold each other up, and
/// more land on them: a tower over the obstacle's columns that overhangs its neighbours, hides the gaps under it
/// and can never be part of a row. A square at rest over the obstacle is nudged off, away from its middle, as a
/// player expects of a round top; the squares on it come down with it and fall beside the obstacle.
extension DropitScene {
    /// Nudges every square resting over the obstacle; called once per frame after the physics step.
    func shedPerchedSquares() {
        guard physics.hasObstacle else { return }
        let circle = obstacleView.frame
        for square in liveSquares where isPerched(square, on: circle) {
            let side: Double = square.center.x < circle.midX ? -1 : 1
            physics.addVelocity(Point(x: side * DropitTuning.obstacleShedSpeed, y: 0), to: square)
            square.restingTime = 0
            square.nudgesLeft -= 1
        }
    }

    /// Resting with its centre above the obstacle's middle and within its radius across: on it, or on squares
    /// that are. A square has a few nudges (`nudgesLeft`), so one wedged for good stays and the field still comes
    /// to rest.
    private func isPerched(_ square: SquareView, on circle: Rect) -> Bool {
        square.isResting && square.alignment == nil && square.nudgesLeft > 0
            && square.center.y < circle.midY && abs(square.center.x - circle.midX) < circle.width / 2
    }
}
