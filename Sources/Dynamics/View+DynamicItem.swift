import Kit

/// Kit's views are dynamic items, as UIKit's are: the animator moves their `center` and turns their `transform`.
///
/// A view rounded into a circle or a capsule (corner radius at least half its shorter side) collides as an
/// ellipse, so a ball view bounces like a ball; any other view collides as its bounds rectangle.
extension View: DynamicItem {
    public var collisionBoundsType: DynamicItemCollisionBoundsType {
        cornerRadius * 2 >= min(bounds.width, bounds.height) ? .ellipse : .rectangle
    }
}

extension DynamicAnimator {
    /// An animator working in `referenceView`'s coordinate space (its bounds), as UIKit's
    /// `UIDynamicAnimator(referenceView:)`; the items should be in its view hierarchy.
    public convenience init(referenceView: View) {
        self.init(referenceItem: referenceView)
    }
}
