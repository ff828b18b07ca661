import FoundationEssentials
import Kit

/// `org.a11y.atspi.Accessible` and `org.a11y.atspi.Application`: the tree, roles, states, relations and
/// attributes.
extension ATSPIObjectServer {
    func accessibleMethod(_ member: String, _ call: ATSPICall) -> Bool {
        let node = call.node
        switch member {
        case "GetChildAtIndex":
            guard let index = call.arguments.int32(), node.children.indices.contains(Int(index)) else {
                replyError(call.message, name: "org.freedesktop.DBus.Error.InvalidArgs", text: "No child there")
                return true
            }
            return reply(call) { $0.reference(reference(to: node.children[Int(index)])) }
        case "GetChildren":
            return reply(call) { writer in
                writer.open("a", "(so)")
                for child in node.children { writer.reference(reference(to: child)) }
                writer.close()
            }
        case "GetIndexInParent":
            return reply(call) { $0.int32(Int32(call.snapshot.indexInParent(node.id))) }
        case "GetRelationSet":
            return reply(call) { writeRelations(of: node, in: call.snapshot, to: &$0) }
        case "GetRole":
            return reply(call) { $0.uint32(node.role.atspi.number) }
        case "GetRoleName", "GetLocalizedRoleName":
            return reply(call) { $0.string(node.role.atspi.name) }
        case "GetState":
            return reply(call) { writer in
                writer.open("a", "u")
                for word in node.states.atspiWords { writer.uint32(word) }
                writer.close()
            }
        case "GetAttributes":
            return reply(call) { writer in
                writer.open("a", "{ss}")
                for (key, value) in attributes(of: node) {
                    writer.open("e", "ss")
                    writer.string(key)
                    writer.string(value)
                    writer.close()
                }
                writer.close()
            }
        case "GetApplication":
            return reply(call) { $0.reference(reference(to: AccessibilitySnapshot.applicationID)) }
        case "GetInterfaces":
            return reply(call) { writer in
                writer.open("a", "s")
                for name in interfaces(of: node) { writer.string(name) }
                writer.close()
            }
        default:
            return false
        }
    }

    func applicationMethod(_ member: String, _ call: ATSPICall) -> Bool {
        guard member == "GetLocale" else { return false }
        return reply(call) { $0.string(Self.locale) }
    }

    /// The parent reference: the registry's desktop for the application, the parent element otherwise.
    func parent(of node: AccessibilityNode) -> ATSPIReference {
        guard let parent = node.parent else { return desktop }
        return reference(to: parent)
    }

    /// The automation id (as `id`, so tools find a control by the same name as in `tree.json`) and the toolkit.
    func attributes(of node: AccessibilityNode) -> [(String, String)] {
        var pairs = [("toolkit", ATSPI.toolkitName)]
        if let identifier = node.identifier { pairs.append(("id", identifier)) }
        return pairs
    }

    static var locale: String {
        let environment = ProcessInfo.processInfo.environment
        return environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"] ?? "C"
    }

    /// `a(ua(so))`: a control named by a label says so, and the label says whom it names.
    private func writeRelations(
        of node: AccessibilityNode, in snapshot: AccessibilitySnapshot, to writer: inout DBusMessageWriter
    ) {
        var relations: [(UInt32, [Int])] = []
        if let label = node.labelledBy, snapshot[label] != nil { relations.append((ATSPI.labelledByRelation, [label])) }
        let named = snapshot.nodes.values.filter { $0.labelledBy == node.id }.map(\.id).sorted()
        if !named.isEmpty { relations.append((ATSPI.labelForRelation, named)) }
        writer.open("a", "(ua(so))")
        for (type, targets) in relations {
            writer.open("r", "ua(so)")
            writer.uint32(type)
            writer.open("a", "(so)")
            for target in targets { writer.reference(reference(to: target)) }
            writer.close()
            writer.close()
        }
        writer.close()
    }
}
