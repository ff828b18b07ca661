import Kit

/// Everything that steers the paddle and the state each keeps: a drag (where the paddle was when it began), the
/// held direction keys and their drive, the gamepad's stick and D-pad, and the autopilot. Each frame it says where
/// the paddle goes; it moves nothing itself.
///
/// A direction key counts while the window says it is down and its press reached this scene (a press another
/// control took, or one made before the tab showed, moves nothing); key-repeat events change nothing.
@MainActor
final class PaddleInput {
    /// Stick deflection up to this share of full travel counts as centred (sticks rest a little off centre).
    static let stickDeadZone = 0.2
    /// Paddle speed with the stick pushed all the way or the D-pad held, in pt/s.
    static let gamepadPaddleSpeed: Double = 900

    /// The paddle's centre when the current drag began.
    private var panStartX: Double = 0
    /// Direction keys whose press this scene took and that were held at the last frame.
    private(set) var drivingKeys: Set<BreakoutKeys.Direction> = []
    private var keyboardDrive = PaddleDrive()
    /// Demo play, when on: the paddle follows the balls by itself.
    var autopilot: Autopilot?

    /// Where a drag puts the paddle: the drag's horizontal travel from where the paddle was when it began.
    func panned(_ state: GestureRecognizer.State, translation: Double, paddleCenterX: Double) -> Double {
        if state == .began { panStartX = paddleCenterX }
        return panStartX + translation
    }

    /// A direction key went down (repeats are not presses).
    func press(_ direction: BreakoutKeys.Direction) {
        drivingKeys.insert(direction)
    }

    /// −1, 0 or 1: the way the held direction keys push the paddle (both ways at once cancel out).
    var keyboardDirection: Int {
        (drivingKeys.contains(.right) ? 1 : 0) - (drivingKeys.contains(.left) ? 1 : 0)
    }

    /// Whether a key or the gamepad is moving the paddle (the scene needs frames).
    func isMoving(_ gamepad: GamepadState?) -> Bool {
        !drivingKeys.isEmpty || gamepadDrive(gamepad) != 0
    }

    /// How far the keys and the gamepad move the paddle over `seconds`, in points; keys let go of since the last
    /// frame stop counting. Nothing moves while play does not accept input.
    func travel(
        by seconds: Double, keyboard: KeyboardState, gamepad: GamepadState?, acceptsInput: Bool
    ) -> Double {
        drivingKeys = drivingKeys.filter { direction in
            BreakoutKeys.chords(for: direction).contains { keyboard.isHeld($0.key) }
        }
        let keys = keyboardDrive.advance(direction: acceptsInput ? keyboardDirection : 0, by: seconds)
        guard acceptsInput else { return keys }
        return keys + gamepadDrive(gamepad) * Self.gamepadPaddleSpeed * seconds
    }

    /// The gamepad's drive, −1…1: the D-pad counts as full; the stick's travel past the dead zone is rescaled so
    /// the speed starts from 0 at the dead zone's edge and reaches full at full travel (no jump).
    func gamepadDrive(_ pad: GamepadState?) -> Double {
        guard let pad else { return 0 }
        let left = pad.isHeld(.dpadLeft)
        if left != pad.isHeld(.dpadRight) { return left ? -1 : 1 }
        let stick = pad.value(of: .leftX)
        guard abs(stick) > Self.stickDeadZone else { return 0 }
        let travel = (min(abs(stick), 1) - Self.stickDeadZone) / (1 - Self.stickDeadZone)
        return stick < 0 ? -travel : travel
    }
}
