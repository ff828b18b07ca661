/// Walks a window's views once and describes every one that assistive technologies should see: a view with a
/// role is an element, a view without one is passed through (its subviews join the nearest element above), and
/// an element whose role is a leaf (a button) keeps its subviews to itself.
@MainActor
struct AccessibilitySnapshotBuilder {
    let tree: AccessibilityTree
    private var nodes: [Int: AccessibilityNode] = [:]
    private var focusedID: Int?
    /// Labels by view, to name a table row's control after its title (and say which label does).
    private var labelIDs: [ObjectIdentifier: Int] = [:]
    /// Alerts and sheets in the order they were met: the last is the front-most.
    private var modalIDs: [Int] = []

    init(tree: AccessibilityTree) {
        self.tree = tree
    }

    /// The snapshot: the application, the window's frame under it, and the views under that.
    mutating func build() -> AccessibilitySnapshot {
        let window = tree.window
        let bounds = Rect(origin: .zero, size: window.size)
        var application = AccessibilityNode(
            id: AccessibilitySnapshot.applicationID, parent: nil, role: .application, name: tree.applicationName,
            frame: bounds)
        let frameID = tree.objects.id(for: window.rootView)
        application.children = [frameID]
        application.states = [.enabled, .visible, .showing]
        nodes[application.id] = application
        var frame = AccessibilityNode(
            id: frameID, parent: application.id, role: .frame, name: tree.applicationName, frame: bounds)
        frame.states = [.enabled, .visible, .showing]
        nodes[frameID] = frame
        var children: [Int] = []
        for subview in window.rootView.subviews {
            visit(subview, parent: frameID, into: &children, clip: bounds, enabled: true)
        }
        let ordered = inReadingOrder(children)
        nodes[frameID]?.children = ordered
        let activeWindowID = window.hasFocus ? modalIDs.last ?? frameID : nil
        if let activeWindowID { nodes[activeWindowID]?.states.insert(.active) }
        return AccessibilitySnapshot(nodes: nodes, focusedID: focusedID, activeWindowID: activeWindowID)
    }

    private mutating func visit(_ view: View, parent: Int, into siblings: inout [Int], clip: Rect, enabled: Bool) {
        guard !view.isHidden, view.alpha >= View.minimumHitTestAlpha else { return }
        let frame = view.frameInWindow
        let innerClip = view.clipsToBounds ? clip.intersection(frame) : clip
        let isEnabled = enabled && ((view as? Control)?.isEnabled ?? true)
        let role = view.resolvedAccessibilityRole
        guard role != .none else {
            for subview in view.subviews {
                visit(subview, parent: parent, into: &siblings, clip: innerClip, enabled: isEnabled)
            }
            return
        }
        var node = describe(view, role: role, parent: parent, frame: frame)
        node.states = states(of: view, role: role, frame: frame, clip: clip, enabled: isEnabled)
        if node.states.contains(.focused) { focusedID = node.id }
        if role == .label { labelIDs[ObjectIdentifier(view)] = node.id }
        if role == .alert || role == .dialog { modalIDs.append(node.id) }
        siblings.append(node.id)
        if !role.isLeaf {
            for subview in view.subviews {
                visit(subview, parent: node.id, into: &node.children, clip: innerClip, enabled: isEnabled)
            }
            node.children = inReadingOrder(node.children)
        }
        nodes[node.id] = node
    }

    /// Top to bottom, then left to right, as a sighted reader scans (a table's section headers are added after
    /// its rows, a scene's title after its content); elements on the same spot keep their order. Alerts, sheets
    /// and banners come last, front-most last: they lie over everything else.
    private func inReadingOrder(_ ids: [Int]) -> [Int] {
        let overlays: Set<AccessibilityRole> = [.alert, .dialog, .notification]
        let keyed = ids.enumerated().map { offset, id -> (layer: Int, y: Double, x: Double, offset: Int, id: Int) in
            let node = nodes[id]
            let frame = node?.frame ?? .zero
            let layer = node.map { overlays.contains($0.role) } == true ? 1 : 0
            return (layer, layer == 0 ? frame.minY.rounded() : 0, layer == 0 ? frame.minX.rounded() : 0, offset, id)
        }
        return keyed.sorted { ($0.layer, $0.y, $0.x, $0.offset) < ($1.layer, $1.y, $1.x, $1.offset) }.map(\.id)
    }

    private mutating func describe(_ view: View, role: AccessibilityRole, parent: Int, frame: Rect)
        -> AccessibilityNode
    {
        let id = tree.objects.id(for: view)
        var node = AccessibilityNode(id: id, parent: parent, role: role, name: "", frame: frame)
        node.identifier = view.accessibilityIdentifier
        node.actions = view.allAccessibilityActions.map(\.info)
        node.value = view.accessibilityValue
        node.text = view.accessibilityText
        let customization = view.accessibilityCustomization
        if let name = customization?.name?() ?? view.accessibilityLabel {
            node.name = name
        } else if let cell = view.superview as? TableCell, cell.accessory === view {
            node.name = cell.titleLabel.text
            node.labelledBy = labelIDs[ObjectIdentifier(cell.titleLabel)]
        } else if let text = node.text, role == .label || role.isSelectable {
            node.name = text.text
        } else if let cell = view as? TableCell {
            node.name = cell.titleLabel.text
        }
        if let description = customization?.description?() {
            node.description = description
        } else if role == .alert || role == .notification, case .string(let words)? = view.automationValue,
            words != node.name
        {
            node.description = words
        }
        return node
    }

    private func states(of view: View, role: AccessibilityRole, frame: Rect, clip: Rect, enabled: Bool)
        -> AccessibilityStates
    {
        var states: AccessibilityStates = [.visible]
        if clip.intersects(frame) || (frame.isEmpty && clip.contains(frame.origin)) { states.insert(.showing) }
        if enabled { states.insert(.enabled) }
        if enabled, view.canBecomeFocused { states.insert(.focusable) }
        if tree.window.focusedView === view { states.insert(.focused) }
        if role.isSelectable {
            states.insert(.selectable)
            if view.isSelectedForAutomation { states.insert(.selected) }
        }
        if role.isCheckable {
            states.insert(.checkable)
            if view.isSelectedForAutomation { states.insert(.checked) }
        }
        if let control = view as? Control, control.acceptsTextInput { states.formUnion([.editable, .singleLine]) }
        if role == .slider { states.insert(.horizontal) }
        if role == .alert || role == .dialog { states.insert(.modal) }
        return states
    }
}
