extension View {
    /// Adds `view` on top of the other subviews, removing it from its previous superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index`. Moving a view within its window keeps the keyboard focus
    /// inside it; moving it to another window (or none) gives that focus up.
    func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "A view cannot be its own subview: add it to another view.")
        let previousWindow = view.window
        view.detachFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        if let previousWindow, previousWindow !== window { previousWindow.resignFocus(within: view) }
        view.setNeedsLayout()
        setNeedsDisplay()
    }

    /// Moves `view` (a subview) to the front of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        setNeedsDisplay()
    }

    /// Takes the view out of the tree. A control inside it that had the keyboard focus loses it, so keys never
    /// reach a view that is no longer shown (nor, through its callbacks, an owner that is already gone).
    public func removeFromSuperview() {
        let previousWindow = window
        detachFromSuperview()
        previousWindow?.resignFocus(within: self)
    }

    /// Unlinks the view from its superview and stops its animations, leaving focus to the caller.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.setNeedsDisplay()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        removeAnimationsInSubtree()
    }

    /// True when `self` is `view` or one of its descendants.
    func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (self included) with the given accessibility identifier.
    public func view(withIdentifier identifier: String) -> View? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withIdentifier: identifier) { return found }
        }
        return nil
    }

    private func removeAnimationsInSubtree() {
        animationList?.engine.removeAllAnimations(of: self)
        for subview in subviews { subview.removeAnimationsInSubtree() }
    }
}
