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
        if clipsToBounds { node["clips"] = .bool(true) }
        if let layout = automationTextLayout {
            node["text_size"] = .array([.double(layout.size.width), .double(layout.size.height)])
            if layout.isTruncated { node["truncated"] = .bool(true) }
        }
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

/// A text view's text as laid out: its size in points (`text_size`: one line, or wrapped to the view's width),
/// and whether it was cut short with an ellipsis on purpose (`truncated`). A test compares the size with the
/// view's frame to find text that does not fit.
public struct AutomationTextLayout: Hashable, Sendable {
    public let size: Size
    public let isTruncated: Bool

    public init(size: Size, isTruncated: Bool) {
        self.size = size
        self.isTruncated = isTruncated
    }
}
