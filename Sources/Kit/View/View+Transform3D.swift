extension View {
    /// Maps this view's bounds space into its superview's space including the 3D rotation and perspective:
    /// about the centre, tilted and projected by `transform3D`, then `transform`, then moved to `center`.
    /// `presented` uses the values on screen (for drawing) instead of the model values (for hit-testing).
    func projectionToSuperview(presented: Bool) -> Projection {
        let bounds = presented ? presentedBounds : self.bounds
        let tilt = presented ? presentedTransform3D : transform3D
        return Projection(AffineTransform(translationX: -bounds.midX, y: -bounds.midY))
            .concatenating(tilt.projection)
            .concatenating(centredSpaceToSuperview(presented: presented))
    }

    /// From the projected, centred picture of the view to the superview: `transform`, then the move to `center`.
    func centredSpaceToSuperview(presented: Bool) -> AffineTransform {
        let center = presented ? presentedCenter : self.center
        let transform = presented ? presentedTransform : self.transform
        return transform.concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// A point of the superview's space in this view's bounds space (model values), or nil when it is not on
    /// the view's plane (seen edge-on, or behind the eye).
    func convertFromSuperview(_ point: Point) -> Point? {
        if transform3D.isIdentity { return transformToSuperview(presented: false).inverted?.apply(to: point) }
        return projectionToSuperview(presented: false).inverted?.apply(to: point)
    }

    /// A point of this view's bounds space in its superview's space (model values).
    func convertToSuperview(_ point: Point) -> Point? {
        if transform3D.isIdentity { return transformToSuperview(presented: false).apply(to: point) }
        return projectionToSuperview(presented: false).apply(to: point)
    }
}
