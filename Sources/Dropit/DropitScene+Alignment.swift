import Dynamics
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Lining up: a square that comes to rest off its column (bounced off the obstacle, landed on two others, or
/// turned) is pulled into the nearest column by a snap behaviour, if the column has room at that height, and
/// let go a moment later; over a gap it then drops in. Rows fill only with squares on the grid.
extension DropitScene {
    /// Starts and ends snaps; called once per frame after the physics step.
    func lineUpSquares(elapsed: Double) {
        for square in liveSquares {
            if square.isGrabbed {
                square.alignmentsLeft = DropitTuning.maximumAlignments
                square.nudgesLeft = DropitTuning.maximumObstacleNudges
            }
            if square.isGrabbed || physics.velocity(of: square).length > DropitTuning.realignmentSpeed {
                square.mayAlign = true
            }
            if let alignment = square.alignment {
                let remaining = alignment.remaining - elapsed
                if remaining <= 0 || square.isGrabbed {
                    endAlignment(of: square)
                } else {
                    square.alignment = (alignment.snap, remaining)
                }
            } else if square.mayAlign, square.isResting, let target = alignmentTarget(for: square) {
                beginAlignment(of: square, at: target)
            }
        }
    }

    /// Removes a square's snap, if any (also when it leaves play).
    func endAlignment(of square: SquareView) {
        guard let alignment = square.alignment else { return }
        animator.removeBehavior(alignment.snap)
        square.alignment = nil
    }

    private func beginAlignment(of square: SquareView, at target: Point) {
        // A square looks the same turned by a quarter: express its turn within ±45° so the snap, which turns
        // items to 0, turns it the short way.
        if abs(square.turn - square.tilt) > 1e-9 {
            square.transform = AffineTransform(rotationAngle: square.tilt)
            animator.updateItemUsingCurrentState(square)
        }
        let snap = SnapBehavior(item: square, snapTo: target)
        snap.damping = DropitTuning.alignmentDamping
        animator.addBehavior(snap)
        square.alignment = (snap, DropitTuning.alignmentDuration)
        square.mayAlign = false
        square.alignmentsLeft -= 1
        square.restingTime = 0
    }

    /// The middle of the square's nearest column, upright with its lowest point where it is now, when it is off
    /// that column or tilted and the place is free; nil otherwise.
    func alignmentTarget(for square: SquareView) -> Point? {
        guard square.alignmentsLeft > 0 else { return nil }
        let column = min(max(Int(square.center.x / pitch), 0), columns - 1)
        let bottom = square.center.y + square.boundingSize.height / 2
        let target = Point(x: (Double(column) + 0.5) * pitch, y: bottom - square.bounds.height / 2)
        let isTilted = abs(square.tilt) > DropitTuning.alignmentTilt
        guard isTilted || abs(target.x - square.center.x) > DropitTuning.alignmentTolerance else { return nil }
        // Resting squares touch (with a little overlap from the solver), so the test place is a point smaller.
        let place = Rect(center: target, size: Size(width: squareSide - 2, height: squareSide - 2))
        if obstacleOverlaps(place) { return nil }
        let blocked = liveSquares.contains { other in
            other !== square && place.intersects(Rect(center: other.center, size: other.boundingSize))
        }
        return blocked ? nil : target
    }
}

extension SquareView {
    /// How far the square is turned from upright, in radians within ±π/4 (a quarter turn looks the same).
    var tilt: Double {
        remainder(turn, Double.pi / 2)
    }

    /// The square's rotation, in radians.
    var turn: Double {
        atan2(transform.b, transform.a)
    }

    /// The size of the axis-aligned box around the square as it is turned now.
    var boundingSize: Size {
        let extent = bounds.width * (abs(transform.a) + abs(transform.b))
        return Size(width: extent, height: extent)
    }
}
