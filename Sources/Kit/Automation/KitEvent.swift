/// What the toolkit itself logs: alerts, sheets, navigation, keyboard focus, notifications and recognized
/// gestures. Names and fields are the automation contract (`docs/automation.md`).
public enum KitEvent: SemanticEvent, Equatable {
    /// `alert.shown`: an alert went up.
    case alertShown(title: String)
    /// `alert.dismissed`: an alert was answered with the action titled `action`.
    case alertDismissed(title: String, action: String)
    /// `sheet.presented` / `sheet.dismissed`: the scene named `scene` shown in, or taken out of, a sheet.
    case sheetPresented(scene: String)
    case sheetDismissed(scene: String)
    /// `navigation.pushed` / `navigation.popped`: the scene named `scene` came onto, or left, a navigation stack.
    case navigationPushed(scene: String)
    case navigationPopped(scene: String)
    /// `help.shown`: the help sheet of the tab whose scene is named `tab` went up (F1 or ?).
    case helpShown(tab: String)
    /// `focus.changed`: the keyboard focus moved to the view with this id (nil: to nothing, or to a view with
    /// no id).
    case focusChanged(id: String?)
    /// `notification.scheduled`: a notification tagged `count` is due in `dueIn` seconds.
    case notificationScheduled(count: Int, dueIn: Double)
    /// `notification.posted`: the notification tagged `count` reached the user; `id` is the desktop's id for it,
    /// nil for a banner or a desktop call left unanswered.
    case notificationPosted(count: Int, via: NotificationRoute, id: Int?)
    /// `notification.cancelled`: the notification tagged `count` was called off before it was due; it is never
    /// delivered, not even at quit.
    case notificationCancelled(count: Int)
    /// `gesture.recognized`: a recognizer of `kind` (tap, pan, long_press) on the view with id `view` began,
    /// was recognized, ended or was cancelled (`state`).
    case gestureRecognized(kind: String, view: String?, state: String)

    /// How a notification reached the user.
    public enum NotificationRoute: String, Sendable {
        case dbus, banner
    }

    public var name: String {
        switch self {
        case .alertShown: "alert.shown"
        case .alertDismissed: "alert.dismissed"
        case .sheetPresented: "sheet.presented"
        case .sheetDismissed: "sheet.dismissed"
        case .navigationPushed: "navigation.pushed"
        case .navigationPopped: "navigation.popped"
        case .helpShown: "help.shown"
        case .focusChanged: "focus.changed"
        case .notificationScheduled: "notification.scheduled"
        case .notificationPosted: "notification.posted"
        case .notificationCancelled: "notification.cancelled"
        case .gestureRecognized: "gesture.recognized"
        }
    }

    public var fields: [String: AutomationValue] {
        switch self {
        case .alertShown(let title): ["title": .string(title)]
        case .alertDismissed(let title, let action): ["title": .string(title), "action": .string(action)]
        case .sheetPresented(let scene), .sheetDismissed(let scene), .navigationPushed(let scene),
            .navigationPopped(let scene):
            ["scene": .string(scene)]
        case .helpShown(let tab): ["tab": .string(tab)]
        case .focusChanged(let id): ["id": .stringOrNull(id)]
        case .notificationScheduled(let count, let dueIn): ["count": .int(count), "due_in": .double(dueIn)]
        case .notificationCancelled(let count): ["count": .int(count)]
        case .notificationPosted(let count, let via, let id):
            ["count": .int(count), "via": .string(via.rawValue), "id": id.map(AutomationValue.int) ?? .null]
        case .gestureRecognized(let kind, let view, let state):
            ["kind": .string(kind), "view": .stringOrNull(view), "state": .string(state)]
        }
    }
}

extension AutomationValue {
    /// The string, or null.
    public static func stringOrNull(_ string: String?) -> AutomationValue {
        string.map(AutomationValue.string) ?? .null
    }
}
