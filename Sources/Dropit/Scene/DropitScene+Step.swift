import Dynamics
import Kit

/// One frame: the physics steps, then the game hears where every square is and answers (rest, lining up, full
/// rows). The clock runs exactly while the scene shows and the physics has work, and says so in the event log.
extension DropitScene: DynamicAnimatorDelegate {
    func step(by elapsed: Double) {
        physics.animator.advance(by: elapsed)
        send(.step(elapsed: elapsed, squares: sightings))
    }

    /// Where the physics has put every square in play, in the game's order.
    var sightings: [SquareSighting] {
        squareViews.inPlay.map(physics.sighting)
    }

    /// Runs the physics while it has work and nothing pauses the game, and says so in the event log; sets the
    /// moment the next square drops by itself.
    func updateClock() {
        let hasWork = physics.animator.isRunning && game.pauses.isEmpty
        switch clock.update(hasWork: hasWork, window: view.window) {
        case .started:
            events.emit(DropitEvent.animatorResumed(squares: game.squares.count))
        case .stopped:
            let reason = !clock.isVisible ? "hidden" : game.pauses.isEmpty ? "stasis" : "paused"
            events.emit(DropitEvent.animatorPaused(reason: reason, squares: game.squares.count))
        case nil:
            break
        }
        clock.scheduleDrop(at: game.dropTimer.due, in: view.window)
    }

    // MARK: DynamicAnimatorDelegate

    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
        // Called inside the step; rows are checked once it is over (`step(by:)`).
        game.send(.stasis, at: now)
    }

    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {
        updateClock()
    }
}

/// Contacts with the obstacle: it glows, squares slide on it without friction until they leave it, and one that
/// lands flat on its top gets the game's sideways kick.
extension DropitScene: CollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) {
        guard identifier as? String == DropitBehavior.obstacleIdentifier,
            let square = item as? SquareView, !square.status.isDeparting
        else { return }
        physics.behavior.setTouchingObstacle(item, true)
        perform(game.send(.touchedObstacle(square.number, at: FieldPoint(square.center)), at: now))
        obstacleView.glow()
    }

    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {
        guard identifier as? String == DropitBehavior.obstacleIdentifier else { return }
        physics.behavior.setTouchingObstacle(item, false)
    }
}
