import Kit

/// `org.freedesktop.DBus.Properties` for every interface: names, the parent, child counts, the application's
/// identity, values (`Value.CurrentValue` can be set), text length and caret, action and selection counts.
extension ATSPIObjectServer {
    func propertiesMethod(_ member: String, _ call: ATSPICall) -> Bool {
        let arguments = call.arguments
        guard let interface = arguments.string() else { return false }
        switch member {
        case "Get":
            guard let name = arguments.string() else { return false }
            guard let property = properties(of: call, interface: interface).first(where: { $0.name == name }) else {
                replyError(
                    call.message, name: "org.freedesktop.DBus.Error.UnknownProperty", text: "No property \(name)")
                return true
            }
            return reply(call) { property.write(&$0) }
        case "GetAll":
            return reply(call) { writer in
                writer.open("a", "{sv}")
                for property in properties(of: call, interface: interface) {
                    writer.open("e", "sv")
                    writer.string(property.name)
                    property.write(&writer)
                    writer.close()
                }
                writer.close()
            }
        case "Set":
            guard let name = arguments.string() else { return false }
            return setProperty(name, interface: interface, call)
        default:
            return false
        }
    }

    /// A property and how to write its value as a variant.
    struct Property {
        let name: String
        let write: (inout DBusMessageWriter) -> Void

        static func string(_ name: String, _ value: String) -> Property {
            Property(name: name) { $0.variant(string: value) }
        }
        static func int32(_ name: String, _ value: Int) -> Property {
            Property(name: name) {
                $0.open("v", "i")
                $0.int32(Int32(clamping: value))
                $0.close()
            }
        }
        static func double(_ name: String, _ value: Double) -> Property {
            Property(name: name) {
                $0.open("v", "d")
                $0.double(value)
                $0.close()
            }
        }
        static func reference(_ name: String, _ value: ATSPIReference) -> Property {
            Property(name: name) {
                $0.open("v", "(so)")
                $0.reference(value)
                $0.close()
            }
        }
    }

    private func properties(of call: ATSPICall, interface: String) -> [Property] {
        let node = call.node
        guard interfaces(of: node).contains(interface) else { return [] }
        switch interface {
        case ATSPI.Interface.accessible:
            return [
                .string("Name", node.name), .string("Description", node.description),
                .reference("Parent", parent(of: node)), .int32("ChildCount", node.children.count),
                .string("Locale", Self.locale), .string("AccessibleId", node.identifier ?? ""),
                .string("HelpText", ""),
            ]
        case ATSPI.Interface.application:
            return [
                .string("ToolkitName", ATSPI.toolkitName), .string("Version", version),
                .string("AtspiVersion", ATSPI.protocolVersion), .int32("Id", Int(applicationID)),
            ]
        case ATSPI.Interface.action:
            return [.int32("NActions", node.actions.count)]
        case ATSPI.Interface.value:
            guard let value = node.value else { return [] }
            return [
                .double("CurrentValue", value.current), .double("MinimumValue", value.minimum),
                .double("MaximumValue", value.maximum), .double("MinimumIncrement", value.increment),
                .string("Text", ""),
            ]
        case ATSPI.Interface.text:
            let text = node.text ?? AccessibilityText("")
            return [.int32("CharacterCount", text.text.count), .int32("CaretOffset", text.caretOffset ?? -1)]
        case ATSPI.Interface.selection:
            return [.int32("NSelectedChildren", call.snapshot.selectedChildren(of: node.id).count)]
        default:
            return []
        }
    }

    /// `Value.CurrentValue` is set on the main loop (the reply only says it was accepted); `Application.Id` is the
    /// registry telling the application its number.
    private func setProperty(_ name: String, interface: String, _ call: ATSPICall) -> Bool {
        switch (interface, name) {
        case (ATSPI.Interface.value, "CurrentValue"):
            guard call.node.value != nil, let value = call.arguments.variantNumber(), value.isFinite else {
                replyError(
                    call.message, name: "org.freedesktop.DBus.Error.InvalidArgs", text: "CurrentValue needs a number")
                return true
            }
            onRequest(.setValue(id: call.node.id, value: value))
            return reply(call) { _ in }
        case (ATSPI.Interface.application, "Id"):
            guard let value = call.arguments.variantNumber() else { return false }
            applicationID = Int32(clamping: Int(value))
            return reply(call) { _ in }
        default:
            replyError(call.message, name: "org.freedesktop.DBus.Error.PropertyReadOnly", text: "\(name) is read-only")
            return true
        }
    }
}
