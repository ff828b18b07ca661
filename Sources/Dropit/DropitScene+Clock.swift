import Dynamics
import Kit

/// The frame clock: a display link steps the animator while anything moves, and pauses at stasis and while the
/// scene is hidden, so the run loop can sleep.
extension DropitScene: DynamicAnimatorDelegate {
    /// One frame: physics, then what follows from where the squares now are (rest, full rows, the grab line).
    func step(by elapsed: Double) {
        animator.advance(by: elapsed)
        updateRestingTimes(elapsed: elapsed)
        lineUpSquares(elapsed: elapsed)
        shedPerchedSquares()
        updateAttachmentLine()
        clearFullRows()
        updateLink()
    }

    /// Runs the link exactly while the scene shows and the animator has work, and says so in the event log.
    func updateLink() {
        if link == nil, isVisible, let window = view.window {
            link = DisplayLink(window: window) { [weak self] _, elapsed in self?.step(by: elapsed) }
        }
        guard let link else { return }
        let shouldRun = isVisible && animator.isRunning
        guard shouldRun == link.isPaused else { return }
        link.isPaused = !shouldRun
        if shouldRun {
            events.emit("animator.resumed", ["squares": .int(liveSquares.count)])
        } else {
            events.emit(
                "animator.paused",
                ["reason": .string(isVisible ? "stasis" : "hidden"), "squares": .int(liveSquares.count)])
        }
    }

    private func updateRestingTimes(elapsed: Double) {
        for square in liveSquares {
            let speed = physics.velocity(of: square).length
            square.restingTime = speed < DropitTuning.restingSpeed ? square.restingTime + elapsed : 0
        }
    }

    // MARK: DynamicAnimatorDelegate

    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
        // Called inside the step: rows are checked once it is over (`step(by:)`). At stasis everything counts
        // as resting, however briefly it was watched.
        for square in liveSquares where !square.isGrabbed {
            square.restingTime = max(square.restingTime, DropitTuning.restingDuration)
        }
    }

    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {
        updateLink()
    }
}

/// Contacts with the obstacle: it glows, and squares slide on it without friction until they leave it.
extension DropitScene: CollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) {
        guard identifier as? String == DropitBehavior.obstacleIdentifier,
            let square = item as? SquareView, !square.isDeparting
        else { return }
        physics.setTouchingObstacle(item, true)
        shedFromObstacleTop(square)
        obstacleView.glow()
    }

    /// A square that cannot turn, with the obstacle's top point under its flat bottom, balances there however
    /// slippery the obstacle is. A small sideways kick sends it sliding off, as the slightest nudge would.
    private func shedFromObstacleTop(_ square: SquareView) {
        let offset = square.center.x - obstacleView.frame.midX
        guard abs(offset) < square.bounds.width / 2, square.center.y < obstacleView.frame.midY else { return }
        let side: Double = offset < 0 ? -1 : offset > 0 ? 1 : (Bool.random(using: &random) ? 1 : -1)
        physics.addVelocity(Point(x: side * DropitTuning.obstacleShedSpeed, y: 0), to: square)
    }

    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {
        guard identifier as? String == DropitBehavior.obstacleIdentifier else { return }
        physics.setTouchingObstacle(item, false)
    }
}
