import Kit

/// `org.a11y.atspi.Action` (a control's actions, the first being its default) and `org.a11y.atspi.Selection` (the
/// chosen tab, segment or row). What changes the app is posted to the main loop; the reply says it was accepted.
extension ATSPIObjectServer {
    func actionMethod(_ member: String, _ call: ATSPICall) -> Bool {
        let actions = call.node.actions
        if member == "GetActions" {
            return reply(call) { writer in
                writer.open("a", "(sss)")
                for action in actions {
                    writer.open("r", "sss")
                    writer.string(action.name)
                    writer.string(action.description)
                    writer.string(action.keyBinding)
                    writer.close()
                }
                writer.close()
            }
        }
        guard let index = call.arguments.int32().map(Int.init) else { return false }
        let action = actions.indices.contains(index) ? actions[index] : nil
        switch member {
        case "GetName", "GetLocalizedName": return reply(call) { $0.string(action?.name ?? "") }
        case "GetDescription": return reply(call) { $0.string(action?.description ?? "") }
        case "GetKeyBinding": return reply(call) { $0.string(action?.keyBinding ?? "") }
        case "DoAction":
            if action != nil { onRequest(.action(id: call.node.id, index: index)) }
            return reply(call) { $0.bool(action != nil) }
        default: return false
        }
    }

    func selectionMethod(_ member: String, _ call: ATSPICall) -> Bool {
        let node = call.node
        let selected = call.snapshot.selectedChildren(of: node.id)
        switch member {
        case "SelectAll", "ClearSelection":
            return reply(call) { $0.bool(false) }
        default:
            break
        }
        guard let index = call.arguments.int32().map(Int.init) else { return false }
        switch member {
        case "GetSelectedChild":
            let child = selected.indices.contains(index) ? reference(to: selected[index]) : .null
            return reply(call) { $0.reference(child) }
        case "SelectChild":
            let exists = node.children.indices.contains(index)
            if exists { onRequest(.selectChild(id: node.id, index: index)) }
            return reply(call) { $0.bool(exists) }
        case "IsChildSelected":
            let isSelected = node.children.indices.contains(index) && selected.contains(node.children[index])
            return reply(call) { $0.bool(isSelected) }
        case "DeselectSelectedChild", "DeselectChild":
            // One of the choices is always chosen: nothing can be left unselected.
            return reply(call) { $0.bool(false) }
        default:
            return false
        }
    }
}
