extension Window {
    /// Routes a pointer event: a press goes to the front-most view under it, and the rest of that pointer's
    /// sequence goes to the same view wherever it moves (as UIKit delivers touches).
    public func handle(_ event: PointerEvent) {
        AnimationEngine.main.setTime(event.timestamp)
        switch event.phase {
        case .down:
            guard let target = rootView.hitTest(event.location) else { return }
            touchTargets[event.pointerID] = target
            target.touchesBegan(event)
        case .moved:
            touchTargets[event.pointerID]?.touchesMoved(event)
        case .up:
            touchTargets.removeValue(forKey: event.pointerID)?.touchesEnded(event)
        case .cancelled:
            touchTargets.removeValue(forKey: event.pointerID)?.touchesCancelled(event)
        }
        setNeedsDisplay()
    }

    /// Routes a key: Tab moves focus; the focused view, then the root scene, may take the rest.
    public func handle(_ event: KeyEvent) {
        AnimationEngine.main.setTime(event.timestamp)
        if event.key == .tab {
            moveFocus(backward: event.modifiers.contains(.shift))
            return
        }
        if event.key == .escape, focusedView != nil {
            setFocus(nil)
            return
        }
        if let focused = focusedView, focused.window === self, focused.handleKey(event) { return }
        _ = rootScene?.handleKey(event)
        setNeedsDisplay()
    }

    /// Gives `view` the keyboard focus (nil clears it).
    public func setFocus(_ view: View?) {
        (focusedView as? Control)?.isFocused = false
        focusedView = view
        (view as? Control)?.isFocused = true
        setNeedsDisplay()
    }

    /// Focusable views in reading order (depth-first, back to front), visible and enabled only.
    public var focusableViews: [View] {
        var result: [View] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha >= View.minimumHitTestAlpha, view.isUserInteractionEnabled else { return }
            if view.canBecomeFocused { result.append(view) }
            view.subviews.forEach(visit)
        }
        visit(rootView)
        return result
    }

    private func moveFocus(backward: Bool) {
        let candidates = focusableViews
        guard !candidates.isEmpty else { return }
        let current = focusedView.flatMap { focused in candidates.firstIndex { $0 === focused } }
        let next: Int
        switch (current, backward) {
        case (nil, false): next = 0
        case (nil, true): next = candidates.count - 1
        case (let index?, false): next = (index + 1) % candidates.count
        case (let index?, true): next = (index - 1 + candidates.count) % candidates.count
        }
        setFocus(candidates[next])
    }
}
