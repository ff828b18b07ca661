import Kit

/// `org.a11y.atspi.Component`: where an element is (in screen, window or parent coordinates), what is at a point,
/// and keyboard focus.
extension ATSPIObjectServer {
    func componentMethod(_ member: String, _ call: ATSPICall) -> Bool {
        let node = call.node
        let arguments = call.arguments
        switch member {
        case "Contains":
            guard let x = arguments.int32(), let y = arguments.int32(), let type = arguments.uint32() else {
                return false
            }
            let point = windowPoint(x: x, y: y, type: type, call)
            return reply(call) { $0.bool(node.frame.contains(point)) }
        case "GetAccessibleAtPoint":
            guard let x = arguments.int32(), let y = arguments.int32(), let type = arguments.uint32() else {
                return false
            }
            let point = windowPoint(x: x, y: y, type: type, call)
            let found = call.snapshot.descendant(of: node.id, at: point)
            return reply(call) { $0.reference(found.map { reference(to: $0) } ?? .null) }
        case "GetExtents":
            guard let type = arguments.uint32() else { return false }
            let extents = rect(of: node, type: type, call)
            return reply(call) { writer in
                writer.open("r", "iiii")
                for number in [extents.minX, extents.minY, extents.width, extents.height] {
                    writer.int32(Int32(number.rounded()))
                }
                writer.close()
            }
        case "GetPosition":
            guard let type = arguments.uint32() else { return false }
            let extents = rect(of: node, type: type, call)
            return reply(call) {
                $0.int32(Int32(extents.minX.rounded()))
                $0.int32(Int32(extents.minY.rounded()))
            }
        case "GetSize":
            return reply(call) {
                $0.int32(Int32(node.frame.width.rounded()))
                $0.int32(Int32(node.frame.height.rounded()))
            }
        case "GetLayer":
            let layer =
                node.role == .frame
                ? ATSPI.windowLayer : node.states.contains(.modal) ? ATSPI.popupLayer : ATSPI.widgetLayer
            return reply(call) { $0.uint32(layer) }
        case "GetMDIZOrder":
            return reply(call) { $0.int16(0) }
        case "GetAlpha":
            return reply(call) { $0.double(1) }
        case "GrabFocus":
            let canFocus = node.states.contains(.focusable)
            if canFocus { onRequest(.grabFocus(id: node.id)) }
            return reply(call) { $0.bool(canFocus) }
        case "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize":
            return reply(call) { $0.bool(false) }
        default:
            return false
        }
    }

    /// `node`'s frame in the asked coordinates.
    private func rect(of node: AccessibilityNode, type: UInt32, _ call: ATSPICall) -> Rect {
        let origin = self.origin(type: type, of: node, call)
        return node.frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// A point in the asked coordinates, in window points.
    private func windowPoint(x: Int32, y: Int32, type: UInt32, _ call: ATSPICall) -> Point {
        let origin = self.origin(type: type, of: call.node, call)
        return Point(x: Double(x) - origin.x, y: Double(y) - origin.y)
    }

    /// Where window point (0, 0) lies in the asked coordinates.
    private func origin(type: UInt32, of node: AccessibilityNode, _ call: ATSPICall) -> Point {
        switch ATSPI.CoordinateType(rawValue: type) ?? .screen {
        case .screen: return call.windowOrigin
        case .window: return .zero
        case .parent:
            guard let parent = node.parent.flatMap({ call.snapshot[$0] }) else { return .zero }
            return Point(x: -parent.frame.minX, y: -parent.frame.minY)
        }
    }
}
