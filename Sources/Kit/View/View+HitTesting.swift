extension View {
    /// Below this alpha a view is treated as invisible and ignores touches, as in UIKit.
    static let minimumHitTestAlpha = 0.01

    /// The deepest, front-most view containing `point` (in this view's bounds space) that takes touches.
    ///
    /// As UIKit: hidden, interaction-disabled and nearly transparent views are skipped with their subtrees; a
    /// point outside a view's bounds never reaches its children; later (front) subviews are tried first. A view
    /// running an animation without `.allowUserInteraction` ignores touches too. A view turned in 3D is hit
    /// where its projected shape is: the point is carried back through the projection onto the view's plane.
    func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= Self.minimumHitTestAlpha,
            !isBlockingInteractionWhileAnimating, self.point(inside: point)
        else { return nil }
        for subview in subviews.reversed() {
            guard let local = subview.convertFromSuperview(point) else { continue }
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }
}
