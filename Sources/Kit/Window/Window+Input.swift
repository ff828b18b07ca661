extension Window {
    /// Routes a pointer event: a press goes to the front-most view under it, and the rest of that pointer's
    /// sequence goes to the same view wherever it moves (as UIKit delivers touches). The gesture recognizers on
    /// that view and its ancestors see each event first; one that wins cancels the view's touches.
    public func handle(_ event: PointerEvent) {
        if event.button == .secondary {
            handleSecondaryClick(event)
            return
        }
        let pointer = event.pointerID
        switch event.phase {
        case .down:
            guard let target = rootView.hitTest(event.location) else { return }
            cancelledPointers.remove(pointer)
            lastPointerEvents[pointer] = event
            gestureArena.pointerDown(event, hitView: target)
            if !cancelledPointers.contains(pointer) {
                touchTargets[pointer] = target
                target.touchesBegan(event)
            }
        case .moved:
            guard lastPointerEvents[pointer] != nil else { return }
            lastPointerEvents[pointer] = event
            gestureArena.deliver(event)
            touchTargets[pointer]?.touchesMoved(event)
        case .up:
            guard lastPointerEvents[pointer] != nil else { return }
            gestureArena.deliver(event)
            touchTargets.removeValue(forKey: pointer)?.touchesEnded(event)
            finishPointer(pointer)
        case .cancelled:
            guard lastPointerEvents[pointer] != nil else { return }
            gestureArena.deliver(event)
            touchTargets.removeValue(forKey: pointer)?.touchesCancelled(event)
            finishPointer(pointer)
        }
        setNeedsDisplay()
    }

    /// A secondary button's press goes to the front-most view under it, then up its superviews until one takes
    /// it; its moves and release mean nothing. It never becomes a touch, so no control mistakes it for a click.
    private func handleSecondaryClick(_ event: PointerEvent) {
        guard event.phase == .down else { return }
        var candidate = rootView.hitTest(event.location)
        while let view = candidate {
            if view.secondaryClick(event) {
                setNeedsDisplay()
                return
            }
            candidate = view.superview
        }
    }

    private func finishPointer(_ pointer: Int) {
        lastPointerEvents.removeValue(forKey: pointer)
        cancelledPointers.remove(pointer)
        gestureArena.finishPointer(pointer)
    }

    /// Routes a key press: Tab and Shift+Tab move focus; the focused view, then the root scene, may take the rest
    /// (Ctrl+Tab included: the tab bar steps through tabs with it; Escape that the focused view leaves clears the
    /// focus). The key counts as held (`keyboard`) until
    /// `handleKeyRelease(_:)`.
    public func handle(_ event: KeyEvent) {
        keyboard.press(event.key)
        if event.key == .tab, !event.modifiers.contains(.control) {
            moveFocus(backward: event.modifiers.contains(.shift))
            return
        }
        if let modal = topPresentation {
            // A modal layer owns the keyboard: its focused control first, then the layer (Escape, Enter).
            if let focused = focusedView, focused.isDescendant(of: modal), focused.handleKey(event) { return }
            _ = modal.handleKey(event)
            setNeedsDisplay()
            return
        }
        if let focused = focusedView, focused.window === self, focused.handleKey(event) { return }
        // Escape the focused view did not use (a lifted puzzle piece uses it) clears the focus.
        if event.key == .escape, focusedView != nil {
            setFocus(nil)
            return
        }
        _ = rootScene?.handleKey(event)
        setNeedsDisplay()
    }

    /// A key went up: it is no longer held. Nothing else acts on a release (controls and scenes act on presses).
    public func handleKeyRelease(_ event: KeyEvent) {
        keyboard.release(event.key)
    }

    /// Gives `view` the keyboard focus (nil clears it). Text input runs while a control that takes text has it.
    /// A change is logged as `focus.changed` with the view's id (null when focus goes nowhere).
    public func setFocus(_ view: View?) {
        let previousView = focusedView
        let previous = previousView as? Control
        previous?.isFocused = false
        focusedView = view
        if previousView !== view {
            events.emit("focus.changed", ["id": view?.accessibilityIdentifier.map { .string($0) } ?? .null])
        }
        let control = view as? Control
        control?.isFocused = true
        if let control, control.acceptsTextInput {
            textInput?.beginTextInput(near: control.frameInWindow)
        } else if previous?.acceptsTextInput == true {
            textInput?.endTextInput()
        }
        if let view { revealInScrollView(view) }
        setNeedsDisplay()
    }

    /// Clears the keyboard focus when it is on `view` or inside it (the view is leaving the window or sliding
    /// away); focus elsewhere stays.
    public func resignFocus(within view: View) {
        guard let focused = focusedView, focused.isDescendant(of: view) else { return }
        setFocus(nil)
    }

    /// Routes committed text to the focused control when it accepts text; dropped otherwise.
    public func handle(_ event: TextInputEvent) {
        guard let control = focusedView as? Control, control.window === self, control.acceptsTextInput else { return }
        control.insertText(event.text)
        setNeedsDisplay()
    }

    /// Routes a wheel turn to the front-most view under the pointer, then up its superviews until one scrolls.
    public func handle(_ event: ScrollEvent) {
        var candidate = rootView.hitTest(event.location)
        while let view = candidate {
            if view.scrollWheel(event) {
                setNeedsDisplay()
                return
            }
            candidate = view.superview
        }
    }

    /// Keyboard focus moving to a control scrolled out of sight scrolls it into view.
    private func revealInScrollView(_ view: View) {
        var ancestor = view.superview
        while let current = ancestor, !(current is ScrollView) { ancestor = current.superview }
        guard let scrollView = ancestor as? ScrollView else { return }
        let frame = view.frameInWindow
        let topLeft = scrollView.contentView.convertFromWindow(Point(x: frame.minX, y: frame.minY))
        scrollView.scrollToVisible(Rect(origin: topLeft, size: frame.size))
    }

    /// Focusable views in reading order (depth-first, back to front), visible and enabled only; inside the top
    /// modal layer when one is shown.
    public var focusableViews: [View] {
        var result: [View] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha >= View.minimumHitTestAlpha, view.isUserInteractionEnabled else { return }
            if view.canBecomeFocused { result.append(view) }
            view.subviews.forEach(visit)
        }
        visit(topPresentation ?? rootView)
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
