import Kit

/// ←/→ or A/D move the paddle for as long as they are held (`PaddleDrive`: a short ramp, then a constant speed).
/// A key counts while the window says it is down and its press reached this scene (a press another control took,
/// or one made before the tab showed, moves nothing); key-repeat events change nothing.
extension BreakoutScene {
    static let leftKeys: Set<KeyEvent.Key> = [.left, .character("a"), .character("A")]
    static let rightKeys: Set<KeyEvent.Key> = [.right, .character("d"), .character("D")]

    /// A direction key went down: the paddle moves from the next frame on.
    func directionKeyPressed(_ event: KeyEvent) {
        guard !event.isRepeat else { return }
        drivingKeys.insert(event.key)
        updateDisplayLink()
    }

    /// −1, 0 or 1: the way the held direction keys push the paddle (both ways at once cancel out).
    var keyboardDirection: Int {
        let right = drivingKeys.isDisjoint(with: Self.rightKeys) ? 0 : 1
        let left = drivingKeys.isDisjoint(with: Self.leftKeys) ? 0 : 1
        return right - left
    }

    /// Moves the paddle by the keyboard's drive for one frame (it stops at the walls as for drags); keys let go of
    /// since the last frame stop counting.
    func driveWithKeyboard(by seconds: Double) {
        let keyboard = view.window?.keyboard ?? KeyboardState()
        drivingKeys = drivingKeys.filter { keyboard.isHeld($0) }
        let distance = keyboardDrive.advance(direction: acceptsPlayInput ? keyboardDirection : 0, by: seconds)
        guard distance != 0 else { return }
        movePaddle(toX: paddleCenterX + distance)
    }
}
