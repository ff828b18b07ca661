@testable import Kit
@testable import Snowman

extension FuzzApp {
    /// One display refresh, in seconds: input arrives between frames, as in the run loop.
    nonisolated static let frame = 1.0 / 60
    /// Seconds between the two presses and releases of a click within a double click.
    static let clickHold = 0.03

    /// Does `action` the way the platform would deliver it, one frame at a time.
    func perform(_ action: FuzzAction) {
        switch action {
        case .pointer(let id, let phase, let point):
            window.handle(PointerEvent(pointerID: id, phase: phase, location: point, timestamp: now))
        case .click(let point, let hold):
            press(at: point, hold: hold)
        case .doubleClick(let point, let gap):
            press(at: point, hold: Self.clickHold)
            advance(by: gap)
            press(at: point, hold: Self.clickHold)
        case .drag(let start, let path):
            drag(from: start, through: path)
        case .wheel(let point, let delta):
            window.handle(ScrollEvent(location: point, delta: delta, timestamp: now))
        case .key(let key, let modifiers, let isRepeat):
            window.handle(KeyEvent(key: key, modifiers: modifiers, isRepeat: isRepeat, timestamp: now))
        case .text(let text):
            window.handle(TextInputEvent(text: text, timestamp: now))
        case .wait(let seconds, let frame):
            wait(seconds, inFramesOf: frame)
        case .resize(let size):
            window.resize(to: size)
        case .windowFocus(let focused):
            window.hasFocus = focused
        case .selectTab(let index):
            if window.topPresentation == nil { tabs.select(index: index) }
        case .pushEditor:
            if let snowman = reachableSnowman { snowman.openEditor() }
        case .popNavigation:
            if let snowman = reachableSnowman { snowman.navigation.pop() }
        case .alert(let count, let withTextField):
            presentAlert(actionCount: count, withTextField: withTextField)
        case .dropFile(let path):
            _ = tabs.handleFileDrop(path)
        }
        advance(by: Self.frame)
    }

    /// The Snowman scene when a user could reach its navigation now: its tab shows and no modal layer covers it
    /// (a modal takes every click and key).
    private var reachableSnowman: SnowmanScene? {
        window.topPresentation == nil ? shownSnowman : nil
    }

    private func press(at point: Point, hold: Double) {
        window.handle(PointerEvent(phase: .down, location: point, timestamp: now))
        advance(by: hold)
        window.handle(PointerEvent(phase: .up, location: point, timestamp: now))
    }

    private func drag(from start: Point, through path: [Point]) {
        window.handle(PointerEvent(phase: .down, location: start, timestamp: now))
        for point in path {
            advance(by: Self.frame)
            window.handle(PointerEvent(phase: .moved, location: point, timestamp: now))
        }
        advance(by: Self.frame)
        window.handle(PointerEvent(phase: .up, location: path.last ?? start, timestamp: now))
    }

    private func wait(_ seconds: Double, inFramesOf frame: Double) {
        var left = seconds
        while left > 0 {
            let step = min(frame, left)
            advance(by: step)
            left -= step
        }
    }

    private func presentAlert(actionCount: Int, withTextField: Bool) {
        let styles: [AlertAction.Style] = [.cancel, .default, .destructive]
        let actions = (0..<max(actionCount, 1)).map { index in
            AlertAction(title: "Choice \(index + 1)", style: styles[index % styles.count])
        }
        let alert = Alert(title: "Fuzz", message: "An alert over whatever shows.", actions: actions)
        if withTextField { alert.setAccessory(TextField(text: "name"), height: Theme.ControlMetrics.height) }
        alert.present(in: window)
    }
}
