import Kit

/// A behaviour: something that acts on items in an animator (UIKit's `UIDynamicBehavior`).
///
/// Subclass it to compose behaviours, so a game adds or removes its physics as one object:
///
///     final class FallingBehavior: DynamicBehavior {
///         let gravity = GravityBehavior()
///         let collider = CollisionBehavior()
///         override init() {
///             super.init()
///             addChildBehavior(gravity)
///             addChildBehavior(collider)
///         }
///         func add(_ item: any DynamicItem) { gravity.addItem(item); collider.addItem(item) }
///     }
///
/// A behaviour belongs to at most one animator at a time. Its `action` runs after every simulation step;
/// an action that refers to its own behaviour must capture it `[unowned self]` or `[weak self]`, or the
/// behaviour can never be freed.
@MainActor
open class DynamicBehavior {
    /// The animator this behaviour (or its parent) belongs to.
    public private(set) weak var dynamicAnimator: DynamicAnimator?
    /// Runs after every simulation step (240 times a second); keep it cheap.
    public var action: (@MainActor () -> Void)?
    private(set) var childBehaviors: [DynamicBehavior] = []
    private weak var parent: DynamicBehavior?

    public init() {}

    public func addChildBehavior(_ child: DynamicBehavior) {
        precondition(
            child.parent == nil && child.dynamicAnimator == nil && child !== self,
            "addChildBehavior: the behaviour already belongs to a parent or an animator; remove it there first")
        childBehaviors.append(child)
        child.parent = self
        if let animator = dynamicAnimator { child.attach(to: animator) }
    }

    func removeChildBehavior(_ child: DynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === child }) else { return }
        if dynamicAnimator != nil { child.detach() }
        childBehaviors.remove(at: index)
        child.parent = nil
    }

    /// Called just before the behaviour joins an animator, and with nil just before it leaves.
    func willMove(to animator: DynamicAnimator?) {}

    // MARK: Lifecycle (internal)

    var isTopLevel: Bool { parent == nil }

    final func attach(to animator: DynamicAnimator) {
        willMove(to: animator)
        dynamicAnimator = animator
        didAttach(to: animator)
        for item in heldItems { animator.register(item, by: self) }
        didRegisterItems(in: animator)
        for child in childBehaviors { child.attach(to: animator) }
    }

    final func detach() {
        for child in childBehaviors.reversed() { child.detach() }
        guard let animator = dynamicAnimator else { return }
        willMove(to: nil)
        willDetach(from: animator)
        for item in heldItems { animator.unregister(item, by: self) }
        didDetach(from: animator)
        dynamicAnimator = nil
    }

    /// This behaviour and its descendants, parents first.
    final func appendTree(to list: inout [DynamicBehavior]) {
        list.append(self)
        for child in childBehaviors { child.appendTree(to: &list) }
    }

    // MARK: Hooks for the concrete behaviours (internal)

    /// Items this behaviour needs bodies for while it is in an animator.
    var heldItems: [any DynamicItem] { [] }
    /// Before the held items are registered (e.g. claim a collision slot).
    func didAttach(to animator: DynamicAnimator) {}
    /// After the held items are registered (e.g. make joints between their bodies).
    func didRegisterItems(in animator: DynamicAnimator) {}
    /// Before the held items are released.
    func willDetach(from animator: DynamicAnimator) {}
    /// After the held items are released.
    func didDetach(from animator: DynamicAnimator) {}
    /// Adds this behaviour's effect to one held item's traits.
    func influence(_ traits: inout ItemTraits) {}
    /// Once per fixed step, before the substeps (impulses, spring constants).
    func prepareStep(in animator: DynamicAnimator) {}
    /// Before each substep of `duration` seconds (forces, velocity springs).
    func prepareSubstep(in animator: DynamicAnimator, duration: Double) {}

    // MARK: Helpers for subclasses that hold items

    /// Registers a newly added item with the animator, if there is one.
    final func adopt(_ item: any DynamicItem) {
        dynamicAnimator?.register(item, by: self)
    }

    /// Releases a removed item from the animator, if there is one.
    final func release(_ item: any DynamicItem) {
        dynamicAnimator?.unregister(item, by: self)
    }

    /// Recomputes the traits of the held items after a property change, and wakes the animator.
    final func traitsDidChange() {
        guard let animator = dynamicAnimator else { return }
        for item in heldItems { animator.refreshTraits(of: item) }
        animator.wake()
    }
}

/// An ordered set of items, compared by identity.
struct ItemList {
    private(set) var items: [any DynamicItem] = []
    private var identifiers: Set<ObjectIdentifier> = []

    init(_ items: [any DynamicItem] = []) {
        for item in items { insert(item) }
    }

    /// Appends the item unless present; returns whether it was added.
    @discardableResult
    mutating func insert(_ item: any DynamicItem) -> Bool {
        guard identifiers.insert(ObjectIdentifier(item)).inserted else { return false }
        items.append(item)
        return true
    }

    /// Removes the item if present; returns whether it was there.
    @discardableResult
    mutating func remove(_ item: any DynamicItem) -> Bool {
        guard identifiers.remove(ObjectIdentifier(item)) != nil else { return false }
        items.removeAll { $0 === item }
        return true
    }

    func contains(_ item: any DynamicItem) -> Bool { identifiers.contains(ObjectIdentifier(item)) }
}
