extension View {
    /// This view and its subtree as the automation tree describes them: what an end-to-end test needs to find
    /// a control and click it (id, kind, label, frame in window points, visibility, state, value).
    public func automationNode() -> AutomationValue {
        let frame = frameInWindow
        var node: [String: AutomationValue] = [
            "type": .string(automationType),
            "frame": .array([.double(frame.minX), .double(frame.minY), .double(frame.width), .double(frame.height)]),
            "visible": .bool(isVisibleForAutomation),
            "enabled": .bool(isEnabledForAutomation),
            "selected": .bool(isSelectedForAutomation),
            "children": .array(subviews.map { $0.automationNode() }),
        ]
        if let id = accessibilityIdentifier { node["id"] = .string(id) }
        if let label = accessibilityLabel { node["label"] = .string(label) }
        if let value = automationValue { node["value"] = value }
        if let window, window.focusedView === self { node["focused"] = .bool(true) }
        return .object(node)
    }

    /// Visible when neither it nor an ancestor is hidden or fully transparent.
    var isVisibleForAutomation: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden || view.alpha < View.minimumHitTestAlpha { return false }
            current = view.superview
        }
        return true
    }
}
