/// Where views draw. Kit describes *what* to draw in points; the Platform module turns it into pixels.
///
/// The canvas keeps a state stack (transform, opacity, clip) like a 2D graphics context: `save()` pushes it,
/// `restore()` pops it. All geometry is in the current user space (a view's bounds while it draws).
@MainActor
public protocol Canvas: AnyObject {
    /// Device pixels per point (2 on a HiDPI display), for drawing hairlines and rasterising at the exact size.
    var scale: Double { get }

    func save()
    func restore()
    /// Applies `transform` before the current one (the new user space is expressed in the old).
    func concatenate(_ transform: AffineTransform)
    /// Multiplies the opacity of everything drawn until the matching `restore()`.
    func multiplyAlpha(_ alpha: Double)
    /// Intersects the clip with `rect` (its axis-aligned bounding box on screen when rotated).
    func clip(to rect: Rect)

    func fill(_ rect: Rect, cornerRadius: Double, color: Color)
    func stroke(_ rect: Rect, cornerRadius: Double, lineWidth: Double, color: Color)
    func fillEllipse(in rect: Rect, color: Color)
    /// A line of `width` points from `start` to `end`, with square ends.
    func strokeLine(from start: Point, to end: Point, width: Double, color: Color)
    /// Draws the image stretched to `rect`; vector images are rasterised at the exact pixel size.
    /// `tint`, when set, replaces the image's colour and keeps its coverage (for monochrome icons).
    func draw(_ image: Image, in rect: Rect, tint: Color?)
    /// Draws `text` inside `rect` with the style's alignment, wrapping lines when it is multi-line.
    func draw(_ text: String, in rect: Rect, style: TextStyle)
}

extension Canvas {
    public func draw(_ image: Image, in rect: Rect) { draw(image, in: rect, tint: nil) }
}
