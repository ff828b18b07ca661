/// Gives each view in the accessibility tree a number that stays the same for as long as the view lives, and
/// finds the view again from it when an assistive technology asks for an action.
@MainActor
final class AccessibilityObjectTable {
    private struct Entry {
        weak var view: View?
        let id: Int
    }

    /// Keyed by the view's identity; an entry whose view is gone (or was replaced by a new view at the same
    /// address) is renumbered, so a dead view's number is never reused for another.
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var views: [Int: Entry] = [:]
    private var nextID = AccessibilitySnapshot.applicationID + 1

    func id(for view: View) -> Int {
        let key = ObjectIdentifier(view)
        if let entry = entries[key], entry.view === view { return entry.id }
        let entry = Entry(view: view, id: nextID)
        nextID += 1
        entries[key] = entry
        views[entry.id] = entry
        return entry.id
    }

    func view(for id: Int) -> View? { views[id]?.view }

    /// Forgets every number not in `live` (views that left the tree), so the table does not grow forever.
    func keepOnly(_ live: Set<Int>) {
        views = views.filter { live.contains($0.key) && $0.value.view != nil }
        entries = entries.filter { views[$0.value.id] != nil }
    }
}
