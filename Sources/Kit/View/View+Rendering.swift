extension View {
    /// Draws this view and its subviews back to front with their presented (on-screen) values. A view turned
    /// in 3D, or in a content transition, is drawn into a layer and projected with perspective.
    public func render(in canvas: Canvas) {
        let alpha = presentedAlpha
        guard !isHidden, alpha > 0 else { return }
        canvas.save()
        canvas.multiplyAlpha(alpha)
        let bounds = presentedBounds
        let tilt = presentedTransform3D
        if let transition = runningTransition {
            canvas.concatenate(centredSpaceToSuperview(presented: true))
            renderTransition(transition, tilt: tilt, bounds: bounds, in: canvas)
        } else if tilt.isIdentity {
            canvas.concatenate(transformToSuperview(presented: true))
            renderContent(bounds: bounds, in: canvas)
        } else {
            canvas.concatenate(centredSpaceToSuperview(presented: true))
            let projection = Projection(AffineTransform(translationX: -bounds.midX, y: -bounds.midY))
                .concatenating(tilt.projection)
            canvas.drawLayer(bounds, projection: projection) { self.renderContent(bounds: bounds, in: $0) }
        }
        canvas.restore()
    }

    /// The view's own picture in its bounds space: background, content, subviews, overlay, border (the clip it
    /// sets lasts until the caller's matching `restore()`).
    func renderContent(bounds: Rect, in canvas: Canvas) {
        let background = presentedBackgroundColor
        if background.alpha > 0 {
            canvas.fill(bounds, cornerRadius: cornerRadius, color: background)
        }
        if clipsToBounds { canvas.clip(to: bounds) }
        draw(in: canvas)
        for subview in subviews { subview.render(in: canvas) }
        drawOverlay(in: canvas)
        if borderWidth > 0 {
            canvas.stroke(bounds, cornerRadius: cornerRadius, lineWidth: borderWidth, color: borderColor)
        }
    }
}
