#if canImport(Glibc)
    import Glibc
#endif

/// A content transition under way on a view: its old content as a snapshot, and how the two meet.
@MainActor
final class TransitionState {
    enum Kind: Equatable {
        case crossDissolve
        /// Turn about the vertical (Y) or horizontal (X) axis; `sign` picks which edge comes toward the viewer.
        case flip(aboutVerticalAxis: Bool, sign: Double)
    }

    let kind: Kind
    let snapshot: CanvasSnapshot?

    init(kind: Kind, snapshot: CanvasSnapshot?) {
        self.kind = kind
        self.snapshot = snapshot
    }

    /// The eye distance of a flip, as a multiple of the view's larger side: perspective that reads clearly
    /// without the near edge looming (the far edge shrinks to about 80 % at 60°).
    static let flipPerspectiveFactor = 2.0

    static func kind(for options: AnimationOptions) -> Kind? {
        if options.contains(.transitionFlipFromLeft) { return .flip(aboutVerticalAxis: true, sign: 1) }
        if options.contains(.transitionFlipFromRight) { return .flip(aboutVerticalAxis: true, sign: -1) }
        if options.contains(.transitionFlipFromTop) { return .flip(aboutVerticalAxis: false, sign: 1) }
        if options.contains(.transitionFlipFromBottom) { return .flip(aboutVerticalAxis: false, sign: -1) }
        if options.contains(.transitionCrossDissolve) { return .crossDissolve }
        return nil
    }
}

extension View {
    /// Changes a view's content with a transition (UIKit's `transition(with:duration:options:animations:)`):
    /// the view's current picture is kept, the changes in `animations` apply at once, and the old picture gives
    /// way to the new one with `.transitionCrossDissolve` or a flip (`.transitionFlipFromLeft/Right/Top/Bottom`,
    /// drawn with perspective: the old side turns away, the new side turns in at halfway). `completion` runs once;
    /// `finished` is false when another transition of the view or its removal cut it short.
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: (@MainActor (_ finished: Bool) -> Void)? = nil
    ) {
        guard let kind = TransitionState.kind(for: options), duration > 0 else {
            View.animate(duration: 0, animations: { animations?() }, completion: completion)
            return
        }
        let bounds = view.presentedBounds
        let snapshot = view.window?.renderingCanvas?.makeSnapshot(of: bounds) { canvas in
            view.renderContent(bounds: bounds, in: canvas)
        }
        view.animationList?.engine.cancelAnimations(of: view, property: .transition)
        View.performWithoutAnimation {
            animations?()
            view.transitionProgress = 0
        }
        let state = TransitionState(kind: kind, snapshot: snapshot)
        view.transitionState = state
        let passed = options.intersection([.allowUserInteraction])
        View.animate(duration: duration, curve: .easeInOut, options: passed) {
            view.transitionProgress = 1
        } completion: { [weak view] finished in
            if view?.transitionState === state { view?.transitionState = nil }
            completion?(finished)
        }
    }

    /// The transition to draw now, if one is under way.
    var runningTransition: (state: TransitionState, progress: Double)? {
        guard let state = transitionState else { return nil }
        let progress = presentedTransitionProgress
        return progress < 1 ? (state, progress) : nil
    }

    /// Draws a transition in the view's centred, projected space (the caller applied `transform` and `center`).
    func renderTransition(
        _ transition: (state: TransitionState, progress: Double), tilt: Transform3D, bounds: Rect, in canvas: Canvas
    ) {
        let progress = min(max(transition.progress, 0), 1)
        let toCentre = Projection(AffineTransform(translationX: -bounds.midX, y: -bounds.midY))
        switch transition.state.kind {
        case .crossDissolve:
            let projection = toCentre.concatenating(tilt.projection)
            // The old picture stays opaque until halfway so the background never shows through the middle.
            drawSnapshot(transition.state.snapshot, alpha: min(1, 2 * (1 - progress)), projection, in: canvas)
            canvas.save()
            canvas.multiplyAlpha(progress)
            canvas.drawLayer(bounds, projection: projection) { self.renderContent(bounds: bounds, in: $0) }
            canvas.restore()
        case .flip(let vertical, let sign):
            let showsOld = progress < 0.5
            let angle = sign * Double.pi * (showsOld ? progress : progress - 1)
            var turned = tilt
            turned.perspectiveDistance = TransitionState.flipPerspectiveFactor * max(bounds.width, bounds.height)
            if vertical { turned.rotationY += angle } else { turned.rotationX += angle }
            let projection = toCentre.concatenating(turned.projection)
            if showsOld {
                drawSnapshot(transition.state.snapshot, alpha: 1, projection, in: canvas)
            } else {
                canvas.drawLayer(bounds, projection: projection) { self.renderContent(bounds: bounds, in: $0) }
            }
        }
    }

    private func drawSnapshot(_ snapshot: CanvasSnapshot?, alpha: Double, _ projection: Projection, in canvas: Canvas) {
        guard let snapshot, alpha > 0 else { return }
        canvas.save()
        canvas.multiplyAlpha(alpha)
        canvas.draw(snapshot, projection: projection)
        canvas.restore()
    }
}
