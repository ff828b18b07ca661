/// Modal layers: presented on top of everything, they own the keyboard and the pointer until dismissed.
extension Window {
    /// The modal layers shown, bottom to top.
    var presentations: [PresentationContainer] {
        rootView.subviews.compactMap { $0 as? PresentationContainer }.filter { !$0.isDismissing }
    }

    /// The top modal layer, which takes keys and limits Tab focus to itself.
    public var topPresentation: PresentationContainer? { presentations.last }

    /// Shows `container` above everything with its entrance animation and moves keyboard focus into it.
    func present(_ container: PresentationContainer, focus: View?) {
        container.previousFocus = focusedView
        rootView.addSubview(container)
        container.frame = rootView.bounds
        container.animateIn()
        setFocus(focus)
    }

    /// Plays the exit animation, removes the layer and gives keyboard focus back to where it was.
    func dismiss(_ container: PresentationContainer) {
        guard container.superview === rootView, !container.isDismissing else { return }
        let previous = container.previousFocus
        if let focused = focusedView, focused.isDescendant(of: container) { setFocus(nil) }
        container.animateOut { [weak self] in
            container.removeFromSuperview()
            container.onDismissed?()
            if let self, previous?.window === self { self.setFocus(previous) }
        }
    }
}
