@testable import Kit

/// One thing a user (or the desktop) does to the app. Each describes itself in words a failure report can print,
/// with the exact values, so a reader sees which input broke the app.
enum FuzzAction: CustomStringConvertible {
    /// One step of a pointer (mouse 0, fingers 1–2), unmatched phases included.
    case pointer(id: Int, phase: PointerEvent.Phase, at: Point)
    /// A press and release at one point, `hold` seconds apart.
    case click(at: Point, hold: Double)
    /// Two clicks at one point, `gap` seconds apart.
    case doubleClick(at: Point, gap: Double)
    /// A press, moves through `path`, and a release at its end, a frame apart.
    case drag(from: Point, path: [Point])
    case wheel(at: Point, delta: Point)
    case key(KeyEvent.Key, KeyEvent.Modifiers, isRepeat: Bool)
    case text(String)
    /// Time passing with nothing happening, in frames of `frame` seconds.
    case wait(seconds: Double, frame: Double)
    case resize(to: Size)
    case windowFocus(Bool)
    case selectTab(index: Int)
    /// Opens the Snowman's editor (when the studio is on top), or goes back.
    case pushEditor
    case popNavigation
    /// An alert over everything, with this many actions, and a text field when `withTextField`.
    case alert(actionCount: Int, withTextField: Bool)
    /// A file dropped on the window (`.png` / `.svg` load, anything else is refused).
    case dropFile(String)

    var description: String {
        switch self {
        case .pointer(let id, let phase, let point): "pointer \(id) \(phase) at \(describe(point))"
        case .click(let point, let hold): "click at \(describe(point)) held \(describe(hold)) s"
        case .doubleClick(let point, let gap): "double click at \(describe(point)), \(describe(gap)) s apart"
        case .drag(let start, let path):
            "drag from \(describe(start)) through \(path.map(describe).joined(separator: " "))"
        case .wheel(let point, let delta): "wheel at \(describe(point)) by \(describe(delta))"
        case .key(let key, let modifiers, let isRepeat):
            "key \(key)\(modifiers.isEmpty ? "" : " modifiers \(modifiers.rawValue)")\(isRepeat ? " (repeat)" : "")"
        case .text(let text): "text \(text.debugDescription)"
        case .wait(let seconds, let frame): "wait \(describe(seconds)) s in \(describe(frame)) s frames"
        case .resize(let size): "resize to \(describe(size.width))×\(describe(size.height))"
        case .windowFocus(let focused): focused ? "window gains focus" : "window loses focus"
        case .selectTab(let index): "select tab \(index + 1)"
        case .pushEditor: "open the Snowman editor"
        case .popNavigation: "navigate back"
        case .alert(let count, let withTextField):
            "alert with \(count) action(s)\(withTextField ? " and a text field" : "")"
        case .dropFile(let path): "drop file \(path)"
        }
    }
}

private func describe(_ value: Double) -> String {
    String(format: "%.3f", value)
}

private func describe(_ point: Point) -> String {
    "(\(String(format: "%.1f", point.x)), \(String(format: "%.1f", point.y)))"
}
