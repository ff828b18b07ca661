import Kit

/// The drawing state a `save()` pushes: where user space lands on screen, the opacity, the clip.
struct CanvasState {
    /// User space → window points.
    var transform: AffineTransform = .identity
    var alpha: Double = 1
    /// Clip in device pixels, or nil for the whole target.
    var clip: Rect?
}
