/// One element of the accessibility tree as assistive technologies read it: a value copy of what a view said
/// when the snapshot was taken, so another thread can answer questions about it while the views change.
public struct AccessibilityNode: Hashable, Sendable {
    /// Stable for as long as the view lives (the object path's last part on AT-SPI).
    public let id: Int
    /// The nearest ancestor in the tree; nil for the application, the tree's root.
    public var parent: Int?
    public var children: [Int] = []
    public var role: AccessibilityRole
    public var name: String
    public var description = ""
    /// The view's automation id (`tree.json`'s `id`), for tests and tools to find it by.
    public var identifier: String?
    public var states: AccessibilityStates = []
    /// In window points.
    public var frame: Rect
    public var actions: [AccessibilityActionInfo] = []
    public var value: AccessibilityValue?
    public var text: AccessibilityText?
    /// The element whose text names this one (a table row's title naming its switch).
    public var labelledBy: Int?

    public init(id: Int, parent: Int?, role: AccessibilityRole, name: String, frame: Rect) {
        self.id = id
        self.parent = parent
        self.role = role
        self.name = name
        self.frame = frame
    }
}

/// The whole accessibility tree at one moment: immutable once taken, so the bus thread can answer from it while
/// the main thread builds the next one.
public struct AccessibilitySnapshot: Hashable, Sendable {
    /// The application element's id: the root of the tree, parent of the window's frame.
    public static let applicationID = 0

    public var nodes: [Int: AccessibilityNode]
    /// The element with keyboard focus, if any.
    var focusedID: Int?
    /// The window the user is in: the front-most alert or sheet, else the frame; nil while the desktop has given
    /// the keyboard to another application.
    var activeWindowID: Int?

    public init(nodes: [Int: AccessibilityNode], focusedID: Int?, activeWindowID: Int? = nil) {
        self.nodes = nodes
        self.focusedID = focusedID
        self.activeWindowID = activeWindowID
    }

    /// A tree with only the application in it (before the first window is described).
    public static func empty(applicationName: String) -> AccessibilitySnapshot {
        var application = AccessibilityNode(
            id: applicationID, parent: nil, role: .application, name: applicationName, frame: .zero)
        application.states = [.enabled, .visible, .showing]
        return AccessibilitySnapshot(nodes: [applicationID: application], focusedID: nil)
    }

    public subscript(id: Int) -> AccessibilityNode? { nodes[id] }

    /// The position of `id` among its parent's children (-1 for the root or an unknown id).
    public func indexInParent(_ id: Int) -> Int {
        guard let parent = nodes[id]?.parent, let siblings = nodes[parent]?.children else { return -1 }
        return siblings.firstIndex(of: id) ?? -1
    }

    /// The first element found by `identifier` (the automation id), depth first from the root.
    public func node(withIdentifier identifier: String) -> AccessibilityNode? {
        nodes.values.filter { $0.identifier == identifier }.min { $0.id < $1.id }
    }

    /// The front-most showing descendant of `id` whose frame holds `point` (window points), or nil.
    public func descendant(of id: Int, at point: Point) -> Int? {
        guard let node = nodes[id] else { return nil }
        for child in node.children.reversed() {
            guard let childNode = nodes[child], childNode.states.contains(.showing) else { continue }
            if let deeper = descendant(of: child, at: point) { return deeper }
            if childNode.frame.contains(point) { return child }
        }
        return nil
    }

    /// The children of a `selectsChildren` element that are selected.
    public func selectedChildren(of id: Int) -> [Int] {
        (nodes[id]?.children ?? []).filter { nodes[$0]?.states.contains(.selected) == true }
    }
}
