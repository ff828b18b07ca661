/// The window's views as assistive technologies see them: builds immutable snapshots of the tree (roles, names,
/// states, actions, values, text), says what changed between two of them, and carries out what an assistive
/// technology asks (an action, a new value, focus) on the views themselves.
///
/// Pure Kit: the platform publishes the snapshots on its accessibility bus (AT-SPI over D-Bus on Linux) and
/// hands requests back here on the main thread.
@MainActor
public final class AccessibilityTree {
    public let window: Window
    /// The application's and the window's name ("Kinetic").
    public let applicationName: String
    /// The last snapshot taken, which requests are resolved against.
    public private(set) var snapshot: AccessibilitySnapshot
    let objects = AccessibilityObjectTable()

    public init(window: Window, applicationName: String) {
        self.window = window
        self.applicationName = applicationName
        snapshot = .empty(applicationName: applicationName)
    }

    /// Takes a new snapshot and returns the events that lead from the previous one to it (empty when nothing an
    /// assistive technology could notice changed).
    @discardableResult
    public func refresh() -> [AccessibilityEvent] {
        let previous = snapshot
        var builder = AccessibilitySnapshotBuilder(tree: self)
        snapshot = builder.build()
        objects.keepOnly(Set(snapshot.nodes.keys))
        return AccessibilityEvent.changes(from: previous, to: snapshot)
    }

    /// The view behind an element of the last snapshot (nil for the application or a view that is gone).
    public func view(for id: Int) -> View? {
        objects.view(for: id)
    }

    /// The element id of `view` in the last snapshot, if it is in it.
    public func id(of view: View) -> Int? {
        let id = objects.id(for: view)
        return snapshot.nodes[id] == nil ? nil : id
    }

    /// Carries out a request from an assistive technology on the views; returns whether it could.
    @discardableResult
    public func perform(_ request: AccessibilityRequest) -> Bool {
        switch request {
        case .action(let id, let index):
            guard let view = view(for: id) else { return false }
            let actions = view.allAccessibilityActions
            guard actions.indices.contains(index) else { return false }
            actions[index].perform()
        case .setValue(let id, let value):
            guard let view = view(for: id), view.accessibilityValue != nil, value.isFinite else { return false }
            view.setAccessibilityValue(value)
        case .grabFocus(let id):
            guard let view = view(for: id), view.canBecomeFocused, view.window === window else { return false }
            window.setFocus(view)
        case .selectChild(let id, let index):
            guard let children = snapshot[id]?.children, children.indices.contains(index),
                let child = view(for: children[index]),
                let select = child.allAccessibilityActions.first
            else { return false }
            select.perform()
        }
        window.setNeedsDisplay()
        return true
    }
}

/// What an assistive technology asks of an element (by its id in the last snapshot).
public enum AccessibilityRequest: Hashable, Sendable {
    /// Do the element's action at `index` (0 is the default one).
    case action(id: Int, index: Int)
    /// Set a slider's or a stepper's number.
    case setValue(id: Int, value: Double)
    /// Give the element the keyboard focus.
    case grabFocus(id: Int)
    /// Choose the child at `index` of a tab list, a segmented control or a list.
    case selectChild(id: Int, index: Int)
}

extension View {
    /// The class's actions, then the ones a scene added.
    var allAccessibilityActions: [AccessibilityAction] {
        accessibilityActions + (accessibilityCustomization?.actions ?? [])
    }

    /// The role after the scene's choice and `.automatic` are resolved.
    var resolvedAccessibilityRole: AccessibilityRole {
        let role = accessibilityCustomization?.role ?? accessibilityRole
        guard role == .automatic else { return role }
        return accessibilityLabel == nil ? .none : .panel
    }
}
