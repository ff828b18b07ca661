import Kit

/// A gamepad plays too: the left stick (past a dead zone) or the D-pad moves the paddle (`PaddleInput`), A serves
/// or pushes like a click (same push, same cooldown), Start or B pauses and plays on like P.
extension BreakoutScene {
    /// Seconds the "gamepad connected" hint stays fully visible, then the seconds it takes to fade.
    static let gamepadHintHold: Double = 3
    static let gamepadHintFade: Double = 0.6
    static let gamepadHintText = "Gamepad connected — stick moves, A pushes"

    func handleGamepadEvent(_ event: GamepadEvent) -> Bool {
        switch event.kind {
        case .connected(let name, let hasAccelerometer):
            showGamepadHint()
            events.emit(BreakoutEvent.gamepadConnected(name: name, accelerometer: hasAccelerometer))
            updateHint()
        case .disconnected:
            updateHint()
        case .buttonDown(.a):
            send(.tap)
        case .buttonDown(.start), .buttonDown(.b):
            send(.togglePause)
        default:
            break
        }
        updateDisplayLink()
        return true
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
