/// Something an assistive technology should hear about: a screen reader speaks the focused control, a new
/// alert, a switch turning on, a slider's new value.
public enum AccessibilityEvent: Hashable, Sendable {
    /// Keyboard focus moved to this element.
    case focus(id: Int)
    /// One state turned on or off (`checked`, `selected`, `showing`, `enabled`, `focused`).
    case stateChanged(id: Int, state: AccessibilityStates, isOn: Bool)
    case nameChanged(id: Int, name: String)
    case descriptionChanged(id: Int, description: String)
    case valueChanged(id: Int, value: Double)
    case childAdded(parent: Int, index: Int, child: Int)
    case childRemoved(parent: Int, index: Int, child: Int)
    /// The user is now in this window: the frame, or an alert or sheet over it (a screen reader reads it out).
    case windowActivated(id: Int)
    /// The user left this window (an alert appeared over it, or the desktop gave the keyboard to another app).
    case windowDeactivated(id: Int)

    /// States whose changes are announced one by one (focus has its own event).
    static let announcedStates: [AccessibilityStates] = [.checked, .selected, .showing, .enabled]
    /// Roles that are spoken as soon as they appear.
    static let announcedRoles: Set<AccessibilityRole> = [.alert, .notification, .dialog]

    /// The events that turn `old` into `new`: children removed and added first (so every element an event names
    /// exists), then changes of names, values and states, alerts appearing, the active window, and focus last.
    public static func changes(from old: AccessibilitySnapshot, to new: AccessibilitySnapshot) -> [AccessibilityEvent] {
        guard old != new else { return [] }
        var events = childChanges(from: old, to: new)
        for id in new.nodes.keys.sorted() {
            guard let after = new[id] else { continue }
            if let before = old[id] {
                events += propertyChanges(from: before, to: after)
            } else if announcedRoles.contains(after.role) {
                events.append(.stateChanged(id: id, state: .showing, isOn: true))
            }
        }
        if old.activeWindowID != new.activeWindowID {
            if let previous = old.activeWindowID, new[previous] != nil {
                events.append(.windowDeactivated(id: previous))
            }
            if let active = new.activeWindowID { events.append(.windowActivated(id: active)) }
        }
        if old.focusedID != new.focusedID {
            if let previous = old.focusedID, new[previous] != nil {
                events.append(.stateChanged(id: previous, state: .focused, isOn: false))
            }
            if let focused = new.focusedID { events.append(.focus(id: focused)) }
        }
        return events
    }

    private static func childChanges(from old: AccessibilitySnapshot, to new: AccessibilitySnapshot)
        -> [AccessibilityEvent]
    {
        var events: [AccessibilityEvent] = []
        for id in old.nodes.keys.sorted() {
            guard let before = old[id], let after = new[id], before.children != after.children else { continue }
            let kept = Set(after.children)
            for (index, child) in before.children.enumerated().reversed() where !kept.contains(child) {
                events.append(.childRemoved(parent: id, index: index, child: child))
            }
        }
        for id in new.nodes.keys.sorted() {
            guard let before = old[id], let after = new[id], before.children != after.children else { continue }
            let had = Set(before.children)
            for (index, child) in after.children.enumerated() where !had.contains(child) {
                events.append(.childAdded(parent: id, index: index, child: child))
            }
        }
        return events
    }

    private static func propertyChanges(from before: AccessibilityNode, to after: AccessibilityNode)
        -> [AccessibilityEvent]
    {
        var events: [AccessibilityEvent] = []
        let id = after.id
        if before.name != after.name { events.append(.nameChanged(id: id, name: after.name)) }
        if before.description != after.description {
            events.append(.descriptionChanged(id: id, description: after.description))
        }
        if let value = after.value?.current, value != before.value?.current {
            events.append(.valueChanged(id: id, value: value))
        }
        for state in announcedStates where before.states.contains(state) != after.states.contains(state) {
            events.append(.stateChanged(id: id, state: state, isOn: after.states.contains(state)))
        }
        return events
    }
}
