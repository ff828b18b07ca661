import Kit

/// AT-SPI's names and numbers for Kit's accessibility model (from at-spi2-core's `atspi-constants.h` and its
/// D-Bus interface descriptions).
enum ATSPI {
    static let pathPrefix = "/org/a11y/atspi/accessible"
    static let rootPath = pathPrefix + "/root"
    static let cachePath = "/org/a11y/atspi/cache"
    static let registryName = "org.a11y.atspi.Registry"
    /// The AT-SPI protocol version spoken (the `Application.AtspiVersion` property).
    static let protocolVersion = "2.1"
    static let toolkitName = "Kinetic"

    enum Interface {
        static let accessible = "org.a11y.atspi.Accessible"
        static let application = "org.a11y.atspi.Application"
        static let component = "org.a11y.atspi.Component"
        static let action = "org.a11y.atspi.Action"
        static let value = "org.a11y.atspi.Value"
        static let text = "org.a11y.atspi.Text"
        static let selection = "org.a11y.atspi.Selection"
        static let socket = "org.a11y.atspi.Socket"
        static let cache = "org.a11y.atspi.Cache"
        static let properties = "org.freedesktop.DBus.Properties"
        static let introspectable = "org.freedesktop.DBus.Introspectable"
        static let objectEvents = "org.a11y.atspi.Event.Object"
        static let focusEvents = "org.a11y.atspi.Event.Focus"
        static let windowEvents = "org.a11y.atspi.Event.Window"
    }

    /// The object path of an element: the application is `…/root`, every other element `…/<id>`.
    static func path(of id: Int) -> String {
        id == AccessibilitySnapshot.applicationID ? rootPath : "\(pathPrefix)/\(id)"
    }

    /// The element an object path names, or nil for a path that is not one of ours.
    static func id(fromPath path: String) -> Int? {
        guard path.hasPrefix(pathPrefix + "/") else { return nil }
        let last = path.dropFirst(pathPrefix.count + 1)
        if last == "root" { return AccessibilitySnapshot.applicationID }
        return Int(last).flatMap { $0 > AccessibilitySnapshot.applicationID ? $0 : nil }
    }

    /// `AtspiCoordType`: extents relative to the screen, the window, or the parent element.
    enum CoordinateType: UInt32 {
        case screen = 0
        case window = 1
        case parent = 2
    }

    /// `AtspiComponentLayer` values reported by `GetLayer`.
    static let widgetLayer: UInt32 = 3
    static let popupLayer: UInt32 = 5
    static let windowLayer: UInt32 = 7
    /// `ATSPI_RELATION_LABELLED_BY` and `ATSPI_RELATION_LABEL_FOR`.
    static let labelledByRelation: UInt32 = 2
    static let labelForRelation: UInt32 = 1
}

extension AccessibilityRole {
    /// `AtspiRole`'s number and its role name, as `GetRole` and `GetRoleName` answer.
    var atspi: (number: UInt32, name: String) {
        switch self {
        case .automatic, .none: (39, "panel")
        case .application: (75, "application")
        case .frame: (23, "frame")
        case .panel: (39, "panel")
        case .pageTabList: (38, "page tab list")
        case .pageTab: (37, "page tab")
        case .pushButton: (43, "push button")
        case .toggleButton: (62, "toggle button")
        case .checkBox: (7, "check box")
        case .radioGroup: (39, "panel")
        case .radioButton: (44, "radio button")
        case .slider: (51, "slider")
        case .spinButton: (52, "spin button")
        case .label: (29, "label")
        case .text: (61, "text")
        case .table: (55, "table")
        case .tableCell: (56, "table cell")
        case .alert: (2, "alert")
        case .dialog: (16, "dialog")
        case .image: (27, "image")
        case .canvas: (6, "canvas")
        case .list: (31, "list")
        case .listItem: (32, "list item")
        case .toolBar: (63, "tool bar")
        case .notification: (101, "notification")
        }
    }
}

extension AccessibilityStates {
    /// `AtspiStateType` numbers for each state; `enabled` is both ENABLED and SENSITIVE, as toolkits report it.
    private static let atspiNumbers: [(state: AccessibilityStates, numbers: [Int])] = [
        (.active, [1]), (.checked, [4]), (.editable, [7]), (.enabled, [8, 24]), (.focusable, [11]),
        (.focused, [12]), (.horizontal, [14]), (.modal, [16]), (.selectable, [22]), (.selected, [23]),
        (.showing, [25]), (.singleLine, [26]), (.visible, [30]), (.checkable, [41]),
    ]

    /// The state set as `GetState` answers it: a 64-bit set of `AtspiStateType` bits in two 32-bit words.
    var atspiWords: [UInt32] {
        var words: [UInt32] = [0, 0]
        for (state, numbers) in Self.atspiNumbers where contains(state) {
            for number in numbers { words[number / 32] |= 1 << UInt32(number % 32) }
        }
        return words
    }

    /// The state's name in `Object:StateChanged` events.
    var atspiEventName: String {
        Self.names.first { $0.state == self }?.name ?? "unknown"
    }
}
