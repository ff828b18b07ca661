import Kit

/// A behaviour that acts on a list of items (gravity, collision, push, item properties): holds the list and
/// registers items with the animator as they come and go, so each such behaviour only says what it does to them.
@MainActor
public class ItemsBehavior: DynamicBehavior {
    private var itemList: ItemList

    public init(items: [any DynamicItem] = []) {
        itemList = ItemList(items)
        super.init()
    }

    public var items: [any DynamicItem] { itemList.items }

    public func addItem(_ item: any DynamicItem) {
        if itemList.insert(item) { adopt(item) }
    }

    public func removeItem(_ item: any DynamicItem) {
        if itemList.remove(item) { release(item) }
        didRemoveItem(item)
    }

    func contains(_ item: any DynamicItem) -> Bool { itemList.contains(item) }

    /// Forgets per-item state a subclass keeps (an offset, a pending velocity).
    func didRemoveItem(_ item: any DynamicItem) {}

    override var heldItems: [any DynamicItem] { itemList.items }
}
