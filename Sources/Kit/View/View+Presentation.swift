extension View {
    /// What is on screen now: the model value plus any animation still under way.
    public var presentedAlpha: Double {
        presented(.alpha, AnimationVector(alpha)).double
    }

    public var presentedCenter: Point {
        presented(.center, AnimationVector(center)).point
    }

    public var presentedBounds: Rect {
        presented(.bounds, AnimationVector(bounds)).rect
    }

    public var presentedTransform: AffineTransform {
        presented(.transform, AnimationVector(transform)).transform
    }

    public var presentedBackgroundColor: Color {
        presented(.backgroundColor, AnimationVector(backgroundColor)).color
    }

    public var presentedTransform3D: Transform3D {
        presented(.transform3D, AnimationVector(transform3D)).transform3D
    }

    /// The progress of a running content transition (1 when none runs).
    var presentedTransitionProgress: Double {
        presented(.transition, AnimationVector(transitionProgress)).double
    }

    /// True while an animation of this view is under way (also while it is paused mid-way).
    public var isAnimating: Bool {
        guard let list = animationList else { return false }
        let now = localTime(at: list.engine.now)
        return list.items.contains { !$0.isHolding && ($0.clock != nil || !$0.hasEnded(at: now)) }
    }

    /// True while an animation started without `.allowUserInteraction` runs: UIKit's animating views ignore touches.
    var isBlockingInteractionWhileAnimating: Bool {
        guard let list = animationList else { return false }
        let now = localTime(at: list.engine.now)
        return list.items.contains { $0.blocksInteraction(at: now) }
    }

    private func presented(_ property: AnimatableProperty, _ model: AnimationVector) -> AnimationVector {
        guard let list = animationList, list.animates(property) else { return model }
        return list.engine.presented(self, property, model: model)
    }
}
