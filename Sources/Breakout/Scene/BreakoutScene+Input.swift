import Kit

/// Input, turned into the model's actions: a drag anywhere in the field moves the paddle; a click launches a
/// waiting ball, pushes the balls in play, or plays on after a pause (the pause overlay covers the field, so a
/// click on it lands here); the keys come from `BreakoutKeys.map`.
extension BreakoutScene {
    func installGestures() {
        let pan = PanGestureRecognizer { [weak self] pan in self?.paddlePanned(pan) }
        let tap = TapGestureRecognizer { [weak self] _ in self?.send(.tap) }
        field.addGestureRecognizer(pan)
        field.addGestureRecognizer(tap)
    }

    /// The paddle follows the drag's horizontal travel from where it was when the drag began, so a drag anywhere
    /// in the field moves it without jumping.
    private func paddlePanned(_ pan: PanGestureRecognizer) {
        guard model.acceptsPlayInput else { return }
        let x = input.panned(
            pan.state, translation: pan.translation(in: field).x, paddleCenterX: playfield.paddleCenterX)
        movePaddle(toX: x)
    }

    func handleGameKey(_ event: KeyEvent) -> Bool {
        guard let action = BreakoutKeys.map.action(for: event) else { return false }
        guard !event.isRepeat else { return true }
        switch action {
        case .move(let direction):
            input.press(direction)
            updateDisplayLink()
        case .serve: send(.serve)
        case .togglePause: send(.togglePause)
        case .newGame: send(.requestNewGame)
        }
        return true
    }
}
