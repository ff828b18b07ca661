import Kit

/// Pan anywhere in the field to move the paddle; click (tap) to push the balls, or to launch a waiting one;
/// ←/→ or A/D glide the paddle, Space launches, P or Escape pauses.
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
        paddleTargetX = nil
        movePaddle(toX: panStartX + pan.translation(in: field).x)
    }

    func fieldTapped() {
        guard acceptsPlayInput else { return }
        if balls.isEmpty, restingBall != nil {
            launch()
        } else {
            pushBalls()
        }
    }

    /// One instantaneous push of every ball in play, in one random direction, by the tap-push setting's velocity
    /// change (the seed's required task 3 and hint 15); at most one per `pushCooldown` (hint 25).
    @discardableResult
    func pushBalls() -> Bool {
        guard acceptsPlayInput, !balls.isEmpty, playTime - lastPushTime >= Self.pushCooldown else { return false }
        let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
        guard physics.push(angle: angle, deltaV: configuration.tapPush) != nil else { return false }
        lastPushTime = playTime
        events.emit(
            "ball.pushed",
            [
                "balls": .int(balls.count), "angle": .double(angle * 180 / Double.pi),
                "delta_v": .double(configuration.tapPush),
            ])
        return true
    }

    func handleGameKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .left, .character("a"), .character("A"):
            nudgePaddleTarget(by: -Self.keyboardStep)
        case .right, .character("d"), .character("D"):
            nudgePaddleTarget(by: Self.keyboardStep)
        case .space:
            if !event.isRepeat, acceptsPlayInput { launch() }
        case .escape, .character("p"), .character("P"):
            if !event.isRepeat { togglePause() }
        default:
            return false
        }
        return true
    }

    /// Input moves nothing while paused or while the alert waits.
    var acceptsPlayInput: Bool { pauseReasons.isEmpty && outcomeOnScreen == nil }

    /// A key press (or its repeat) moves where the paddle glides to; frames run until it arrives.
    private func nudgePaddleTarget(by distance: Double) {
        guard acceptsPlayInput else { return }
        let half = paddleWidth / 2
        let target = (paddleTargetX ?? paddleCenterX) + distance
        paddleTargetX = min(max(target, half), max(field.bounds.width - half, half))
        updateDisplayLink()
    }

    /// Moves the paddle toward the keyboard's target at `keyboardPaddleSpeed`.
    func glidePaddle(by seconds: Double) {
        guard let target = paddleTargetX else { return }
        let reach = Self.keyboardPaddleSpeed * seconds
        let distance = target - paddleCenterX
        if abs(distance) <= reach {
            paddleTargetX = nil
            movePaddle(toX: target)
        } else {
            movePaddle(toX: paddleCenterX + (distance < 0 ? -reach : reach))
        }
    }
}
