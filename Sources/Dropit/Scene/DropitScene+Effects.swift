import Dynamics
import Kit

/// The one way the scene changes the game: send an action (at the window's clock time), carry out the effects it
/// answers with, show the new state.
extension DropitScene {
    func send(_ action: DropitGame.Action) {
        perform(game.send(action, at: now))
        render()
    }

    func perform(_ effects: [DropitGame.Effect]) {
        for effect in effects { perform(effect) }
    }

    private func perform(_ effect: DropitGame.Effect) {
        switch effect {
        case .spawn(let spawn):
            physics.behavior.add(squareViews.add(spawn, to: rootView.field))
        case .depart(let numbers):
            depart(squareViews.takeOutOfPlay(numbers))
        case .snap(let number, let target):
            if let square = squareViews.view(number) { physics.snap(square, to: Point(target)) }
        case .releaseSnap(let number):
            physics.releaseSnap(of: number)
        case .nudge(let number, let speed):
            if let square = squareViews.view(number) { physics.nudge(square, speed: speed) }
        case .attach(let number):
            if let square = squareViews.view(number) { grab.attach(square, pitch: pitch, physics: physics) }
        case .detach(let number, let velocity):
            grab.detach(physics: physics)
            if let velocity, let square = squareViews.view(number) { physics.setVelocity(Point(velocity), of: square) }
        case .celebrate(let celebration):
            rootView.callout.say(celebration.headline, detail: celebration.detail)
        case .gameOver(let summary):
            rootView.callout.hush()
            prompts.presentGameOver(summary, in: view.window) { [weak self] in self?.send(.newGame) }
        case .saveBest(let best):
            bestScoreFile?.save(best)
        case .announce(let event):
            events.emit(event)
        }
    }

    /// Takes squares out of play with the fling-and-fade: each gets an instantaneous push (up and away from the
    /// middle, off-centre so it spins), stops colliding, and fades out; the squares above fall into the gap.
    private func depart(_ leaving: [SquareView]) {
        for square in leaving {
            physics.behavior.release(square)
            fling(square)
            View.animate(duration: DropitTuning.fadeDuration, curve: .easeIn) {
                square.alpha = 0
            } completion: { [weak self] _ in
                self?.physics.behavior.remove(square)
                self?.squareViews.finishDeparture(of: square)
            }
        }
    }

    /// One instantaneous push that removes itself once done. Its action captures it `[unowned push]`: a strong
    /// capture would be a cycle (the push keeps its action, the action the push), and no push would ever be freed.
    private func fling(_ square: SquareView) {
        let push = PushBehavior(items: [square], mode: .instantaneous)
        let middle = rootView.field.bounds.width / 2
        let side = middle > 0 ? max(-1, min(1, (square.center.x - middle) / middle)) : 0
        let mass = square.bounds.width * square.bounds.height / DynamicsTuning.areaPerKilogram
        push.setAngle(
            -Double.pi / 2 + side * DropitTuning.flingSpread,
            magnitude: DropitTuning.flingSpeed * mass / DynamicsTuning.pushForcePerMagnitude)
        let spin = (side >= 0 ? 1.0 : -1.0) * square.bounds.width * DropitTuning.flingSpinOffset
        push.setTargetOffsetFromCenter(Point(x: spin, y: 0), for: square)
        push.action = { [unowned push] in push.dynamicAnimator?.removeBehavior(push) }
        physics.animator.addBehavior(push)
    }
}

extension Celebration {
    /// The callout's big line: the points.
    var headline: String { "+\(Scoring.text(points))" }

    /// What earned them, and what the new level brings.
    var detail: String {
        let cleared = rows == 1 ? "1 row" : "\(rows) rows together"
        guard let newLevel, let interval = Levels.dropInterval(level: newLevel) else { return cleared }
        return "\(cleared)\nLevel \(newLevel): a square drops by itself every \(Levels.text(seconds: interval))"
    }
}
