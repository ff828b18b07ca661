import Kit

/// A gamepad plays too: the left stick (past a dead zone) or the D-pad moves the paddle, A serves or pushes like a
/// click (same push, same cooldown), Start or B pauses and resumes like P. The paddle's movement is integrated each
/// frame from the window's `GamepadState`, so it depends on how long the stick is held, not on how often the pad
/// reports.
extension BreakoutScene {
    /// Stick deflection up to this share of full travel counts as centred (sticks rest a little off centre).
    static let stickDeadZone = 0.2
    /// Paddle speed with the stick pushed all the way or the D-pad held, in pt/s.
    static let gamepadPaddleSpeed: Double = 900
    /// Seconds the "gamepad connected" hint stays fully visible, then the seconds it takes to fade.
    static let gamepadHintHold: Double = 3
    static let gamepadHintFade: Double = 0.6
    static let gamepadHintText = "Gamepad connected — stick moves, A pushes"

    func handleGamepadEvent(_ event: GamepadEvent) -> Bool {
        switch event.kind {
        case .connected(let name, let hasAccelerometer):
            showGamepadHint()
            events.emit("gamepad.connected", ["name": .string(name), "accelerometer": .bool(hasAccelerometer)])
            updateHint()
        case .disconnected:
            updateHint()
        case .buttonDown(.a):
            fieldTapped()
        case .buttonDown(.start), .buttonDown(.b):
            togglePause()
        default:
            break
        }
        updateDisplayLink()
        return true
    }

    /// The paddle's drive, −1…1: the D-pad counts as full; the stick's travel past the dead zone is rescaled so
    /// the speed starts from 0 at the dead zone's edge and reaches full at full travel (no jump).
    var gamepadPaddleInput: Double {
        guard let pad = view.window?.gamepad else { return 0 }
        let left = pad.isHeld(.dpadLeft)
        if left != pad.isHeld(.dpadRight) { return left ? -1 : 1 }
        let stick = pad.value(of: .leftX)
        guard abs(stick) > Self.stickDeadZone else { return 0 }
        let travel = (min(abs(stick), 1) - Self.stickDeadZone) / (1 - Self.stickDeadZone)
        return stick < 0 ? -travel : travel
    }

    /// Moves the paddle by the gamepad's drive for one frame; it stays inside the field as for drags and keys.
    func driveWithGamepad(by seconds: Double) {
        let input = gamepadPaddleInput
        guard input != 0, acceptsPlayInput else { return }
        movePaddle(toX: paddleCenterX + input * Self.gamepadPaddleSpeed * seconds)
    }

    /// Fades the hint in, holds it, fades it out.
    private func showGamepadHint() {
        let hint = field.gamepadHint
        hint.text = Self.gamepadHintText
        View.animate(duration: Theme.feedbackDuration, curve: .easeOut) {
            hint.alpha = 1
        } completion: { _ in
            View.animate(duration: Self.gamepadHintFade, delay: Self.gamepadHintHold, curve: .easeIn) {
                hint.alpha = 0
            }
        }
    }
}
