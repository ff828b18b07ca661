import Foundation
import Preferences

@testable import Breakout
@testable import Kit

/// What must hold after every action, whatever the user did. Each check returns what is wrong, in words, or
/// nil.
@MainActor
enum FuzzInvariants {
    /// Every subview's superview is its parent (so no view hangs in two places and the tree has no cycle), and
    /// the focused view, if any, is in the tree the window shows.
    static func viewTree(of window: Window) -> String? {
        var stack: [View] = [window.rootView]
        while let view = stack.popLast() {
            for subview in view.subviews {
                guard subview.superview === view else {
                    return "\(describe(subview)) is a subview of \(describe(view)) but its superview is "
                        + (subview.superview.map(describe) ?? "nil")
                }
                stack.append(subview)
            }
        }
        if let focused = window.focusedView, focused.window !== window || !focused.isDescendant(of: window.rootView) {
            return "the focused view \(describe(focused)) is not in the window"
        }
        return nil
    }

    /// No ball in play is more than its radius beyond the field's walls (left, top, right) or past the bottom
    /// without having been lost.
    static func breakoutBalls(of scene: BreakoutScene) -> String? {
        let field = scene.field.bounds
        guard field.width > 0, field.height > 0 else { return nil }
        let allowed = field.insetBy(dx: -BallView.radius, dy: -BallView.radius)
        for ball in scene.playfield.balls where ball.isInPlay {
            let center = ball.center
            guard center.x.isFinite, center.y.isFinite, allowed.contains(center) else {
                return "ball \(ball.index) at (\(center.x), \(center.y)) is outside the field \(field)"
            }
        }
        return nil
    }

    /// Every setting holds a value valid for its kind, and together they encode as a property list.
    static func settings(in preferences: PreferencesStore) -> String? {
        var values: [String: Any] = [:]
        for setting in preferences.sections.flatMap(\.settings) {
            let value = preferences.value(for: setting)
            guard setting.validated(value) == value else {
                return "setting \(setting.key) holds \(value), outside what its kind allows"
            }
            switch value {
            case .bool(let flag): values[setting.key] = flag
            case .int(let number): values[setting.key] = number
            case .double(let number): values[setting.key] = number
            case .string(let text): values[setting.key] = text
            }
        }
        do {
            _ = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
            return nil
        } catch {
            return "the settings no longer encode as a property list: \(error)"
        }
    }

    /// The settings written at the end of a run read back the same in a new store (a relaunch).
    static func settingsSurviveARelaunch(_ preferences: PreferencesStore) -> String? {
        preferences.flush()
        let reloaded = PreferencesStore(
            sections: preferences.sections, directory: preferences.fileURL.deletingLastPathComponent())
        for setting in preferences.sections.flatMap(\.settings)
        where reloaded.value(for: setting) != preferences.value(for: setting) {
            return "setting \(setting.key) was \(preferences.value(for: setting)) but reads back as "
                + "\(reloaded.value(for: setting))"
        }
        let notices = reloaded.takeNotices()
        return notices.isEmpty ? nil : "reading the saved settings back gave notices: \(notices)"
    }

    private static func describe(_ view: View) -> String {
        "\(type(of: view))" + (view.accessibilityIdentifier.map { " (\($0))" } ?? "")
    }
}
