import CSystemdBus
import Kit

/// Sends Kit's accessibility events as AT-SPI signals (`org.a11y.atspi.Event.Object`, `…Event.Focus`): each is
/// `(detail s, detail1 i, detail2 i, any_data v, properties a{sv})` from the element's object path.
extension ATSPIObjectServer {
    func emit(_ event: AccessibilityEvent, in snapshot: AccessibilitySnapshot) {
        switch event {
        case .focus(let id):
            signal(id, ATSPI.Interface.objectEvents, "StateChanged", detail: "focused", 1) { $0.variantInt(0) }
            signal(id, ATSPI.Interface.focusEvents, "Focus", detail: "", 0) { $0.variantInt(0) }
        case .stateChanged(let id, let state, let isOn):
            signal(id, ATSPI.Interface.objectEvents, "StateChanged", detail: state.atspiEventName, isOn ? 1 : 0) {
                $0.variantInt(0)
            }
        case .nameChanged(let id, let name):
            signal(id, ATSPI.Interface.objectEvents, "PropertyChange", detail: "accessible-name", 0) {
                $0.variant(string: name)
            }
        case .descriptionChanged(let id, let description):
            signal(id, ATSPI.Interface.objectEvents, "PropertyChange", detail: "accessible-description", 0) {
                $0.variant(string: description)
            }
        case .valueChanged(let id, let value):
            signal(id, ATSPI.Interface.objectEvents, "PropertyChange", detail: "accessible-value", 0) { writer in
                writer.open("v", "d")
                writer.double(value)
                writer.close()
            }
        case .windowActivated(let id), .windowDeactivated(let id):
            let member = if case .windowActivated = event { "Activate" } else { "Deactivate" }
            let name = snapshot[id]?.name ?? ""
            signal(id, ATSPI.Interface.windowEvents, member, detail: "", 0) { $0.variant(string: name) }
        case .childAdded(let parent, let index, let child), .childRemoved(let parent, let index, let child):
            let detail = if case .childAdded = event { "add" } else { "remove" }
            signal(parent, ATSPI.Interface.objectEvents, "ChildrenChanged", detail: detail, Int32(index)) { writer in
                writer.open("v", "(so)")
                writer.reference(reference(to: child))
                writer.close()
            }
        }
    }

    private func signal(
        _ id: Int, _ interface: String, _ member: String, detail: String, _ detail1: Int32,
        anyData: (inout DBusMessageWriter) -> Void
    ) {
        var message: OpaquePointer?
        guard sd_bus_message_new_signal(bus, &message, ATSPI.path(of: id), interface, member) >= 0, let message else {
            return
        }
        defer { sd_bus_message_unref(message) }
        var writer = DBusMessageWriter(message)
        writer.string(detail)
        writer.int32(detail1)
        writer.int32(0)
        anyData(&writer)
        writer.open("a", "{sv}")
        writer.close()
        guard !writer.failed else { return }
        _ = sd_bus_send(bus, message, nil)
    }
}

extension DBusMessageWriter {
    /// A variant holding one 32-bit integer (the `any_data` of events that carry nothing).
    mutating func variantInt(_ value: Int32) {
        open("v", "i")
        int32(value)
        close()
    }
}
