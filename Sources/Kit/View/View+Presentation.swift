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

    /// True while an animation of this view is under way.
    public var isAnimating: Bool {
        activeAnimations.contains { $0.endTime > AnimationEngine.main.now }
    }

    /// True while an animation started without `.allowUserInteraction` runs: UIKit's animating views ignore touches.
    var isBlockingInteractionWhileAnimating: Bool {
        let now = AnimationEngine.main.now
        return activeAnimations.contains { !$0.allowsUserInteraction && $0.endTime > now }
    }

    private func presented(_ property: AnimatableProperty, _ model: AnimationVector) -> AnimationVector {
        activeAnimations.isEmpty ? model : AnimationEngine.main.presented(self, property, model: model)
    }
}
