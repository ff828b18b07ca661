extension View {
    /// Draws this view and its subviews back to front with their presented (on-screen) values.
    public func render(in canvas: Canvas) {
        let alpha = presentedAlpha
        guard !isHidden, alpha > 0 else { return }
        canvas.save()
        canvas.concatenate(transformToSuperview(presented: true))
        canvas.multiplyAlpha(alpha)
        let bounds = presentedBounds
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
        canvas.restore()
    }
}
