import Kit

/// Pan anywhere in the field to move the paddle; click (tap) to push the balls, or to launch a waiting one;
/// ←/→ or A/D move the paddle while held (see `+Keyboard`), Space launches, P or Escape pauses. While the player's
/// pause shows, a click or Space plays on too.
extension BreakoutScene {
    func installGestures() {
        let pan = PanGestureRecognizer { [weak self] pan in self?.paddlePanned(pan) }
        let tap = TapGestureRecognizer { [weak self] _ in self?.fieldTapped() }
        field.addGestureRecognizer(pan)
        field.addGestureRecognizer(tap)
    }

    /// The paddle follows the drag's horizontal travel from where it was when the drag began, so a drag anywhere
    /// in the field moves it without jumping.
    private func paddlePanned(_ pan: PanGestureRecognizer) {
        guard acceptsPlayInput else { return }
        if pan.state == .began { panStartX = paddleCenterX }
        movePaddle(toX: panStartX + pan.translation(in: field).x)
    }

    /// A click in the field (or the gamepad's A): plays on after the player's pause — the pause overlay covers the
    /// field, so a click on it lands here — else launches a waiting ball or pushes the balls in play.
    func fieldTapped() {
        if model.pauseReasons.contains(.user) {
            resume(.user)
            return
        }
        guard acceptsPlayInput else { return }
        if balls.isEmpty, restingBall != nil {
            launch()
        } else {
            pushBalls()
        }
    }

    /// One instantaneous push of every ball in play, in one random direction, by the tap-push setting's velocity
    /// change: a click stirs the game up without steering it. The model allows one per `pushCooldown`, so a burst
    /// of clicks cannot become a motor.
    @discardableResult
    func pushBalls() -> Bool {
        guard model.push() else { return false }
        let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
        guard physics.push(angle: angle, deltaV: configuration.tapPush) != nil else { return false }
        events.emit(
            "ball.pushed",
            [
                "balls": .int(balls.count), "angle": .double(angle * 180 / Double.pi),
                "delta_v": .double(configuration.tapPush),
            ])
        return true
    }

    func handleGameKey(_ event: KeyEvent) -> Bool {
        if Self.leftKeys.contains(event.key) || Self.rightKeys.contains(event.key) {
            directionKeyPressed(event)
            return true
        }
        switch event.key {
        case .space:
            guard !event.isRepeat else { break }
            if model.pauseReasons.contains(.user) {
                resume(.user)
            } else if acceptsPlayInput {
                launch()
            }
        case .escape, .character("p"), .character("P"):
            if !event.isRepeat { togglePause() }
        default:
            return false
        }
        return true
    }

    /// Input moves nothing while paused or while the alert waits.
    var acceptsPlayInput: Bool { model.acceptsPlayInput }
}
