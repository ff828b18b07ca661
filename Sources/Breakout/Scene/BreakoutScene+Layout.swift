import Dynamics
import Kit

/// The field's geometry: bricks laid out from the settings and the field's size (again on every resize, keeping
/// the game's state), the paddle and its oval boundary, and the speed rules that depend on the field.
extension BreakoutScene {
    var paddleWidth: Double {
        let width = configuration.paddleWidth.fractionOfField * field.bounds.width * model.paddleWidthFactor
        return min(max(width, Self.minimumPaddleWidth), field.bounds.width)
    }

    var paddleFrame: Rect {
        let width = paddleWidth
        let y = field.bounds.height - Self.paddleBottomMargin - PaddleView.height
        return Rect(x: paddleCenterX - width / 2, y: y, width: width, height: PaddleView.height)
    }

    var paddleGeometry: PaddleGeometry { PaddleGeometry(frame: paddleFrame) }

    /// The field has a new size: bricks, paddle and balls follow, in proportion; nothing of the game is lost.
    func fieldDidResize(to size: Size) {
        let oldSize = layout?.fieldSize
        layout = BrickLayout(rows: wall.rows, columns: wall.columns, fieldSize: size)
        if let oldSize, oldSize.width > 0, oldSize.height > 0 {
            let scaleX = size.width / oldSize.width
            let scaleY = size.height / oldSize.height
            paddleCenterX *= scaleX
            for ball in balls {
                ball.view.center = Point(x: ball.view.center.x * scaleX, y: ball.view.center.y * scaleY)
            }
        } else {
            paddleCenterX = size.width / 2
        }
        layOutBricks()
        keepBallsInsideField()
        applyPaddle()
    }

    /// Puts every standing brick's view and boundary where the layout says: a boundary that stayed where the brick
    /// was would bounce balls off empty space.
    func layOutBricks() {
        guard let layout else { return }
        for brick in wall.standingBricks {
            let position = BrickPosition(row: brick.row, column: brick.column)
            let frame = layout.frame(row: brick.row, column: brick.column)
            brickViews[position]?.frame = frame
            physics.setBrick(position, frame: frame)
        }
    }

    /// After a resize, a ball must not be inside a brick or outside the walls: one that is goes just below the wall.
    /// One already past the bottom (on its way out, not yet lost) comes back to the bottom edge at most: scaled with
    /// the field it could land further out than a ball in play ever is; it falls out with the next step.
    private func keepBallsInsideField() {
        guard let layout else { return }
        let r = BallView.radius
        let bounds = field.bounds
        for ball in balls {
            var center = ball.view.center
            center.x = min(max(center.x, r), bounds.width - r)
            center.y = min(max(center.y, r), bounds.height)
            let insideBrick = wall.standingBricks.contains { brick in
                layout.frame(row: brick.row, column: brick.column).insetBy(dx: -r, dy: -r).contains(center)
            }
            if insideBrick { center.y = layout.wallFrame.maxY + r + BrickLayout.gap }
            ball.view.center = center
            physics.ballWasMoved(ball.view)
        }
    }

    /// Moves the paddle's centre to `x` (kept inside the field).
    func movePaddle(toX x: Double) {
        let half = paddleWidth / 2
        paddleCenterX = min(max(x, half), max(field.bounds.width - half, half))
        applyPaddle()
    }

    /// Puts the paddle's view and oval where `paddleCenterX` and the width say, frees any ball the paddle now
    /// covers, and carries the resting ball along.
    func applyPaddle(animated: Bool = false) {
        guard field.bounds.width > 0 else { return }
        let half = paddleWidth / 2
        paddleCenterX = min(max(paddleCenterX, half), max(field.bounds.width - half, half))
        let frame = paddleFrame
        if animated {
            View.animate(duration: Theme.feedbackDuration * 1.5, curve: .easeOut) { self.paddle.frame = frame }
        } else {
            paddle.frame = frame
        }
        let geometry = PaddleGeometry(frame: frame)
        physics.setPaddle(geometry)
        for ball in balls where geometry.overlaps(ballAt: ball.view.center, radius: BallView.radius) {
            free(ball, from: geometry)
        }
        moveRestingBallOntoPaddle()
    }

    /// Speed rules for the model's cruising speed (level, slow balls), gravity and the climb from the paddle to
    /// the wall.
    var rules: BallSpeedRules {
        let climb = layout.map { paddleFrame.minY - $0.wallFrame.maxY } ?? 0
        return BallSpeedRules(
            cruising: model.cruisingSpeed, gravity: activeGravity * DynamicsTuning.gravityAcceleration, climb: climb)
    }
}
