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
    /// Gets ready an image that will be drawn in `rect` soon, without drawing it: its pixels are loaded (or start
    /// loading) now and kept as long as this is called each frame, so the frame that first shows it does not wait
    /// for them (a picture about to replace the one on screen).
    func prepare(_ image: Image, in rect: Rect)
    /// Draws `text` inside `rect` with the style's alignment, wrapping lines when it is multi-line.
    func draw(_ text: String, in rect: Rect, style: TextStyle)

    /// Draws `content` into an offscreen layer covering `rect` of the content's own space, then draws that layer
    /// mapped through `projection` (content space → current user space) at the current opacity, as one picture.
    /// This is how views rotated in 3D appear with perspective: the layer is split into a grid of small
    /// triangles so its texture follows the projection instead of shearing. Content outside `rect` is clipped.
    func drawLayer(_ rect: Rect, projection: Projection, content: (Canvas) -> Void)
    /// Renders `content` now into an offscreen picture of `rect` (in the content's own space) to draw later, e.g.
    /// the old content of a view during a transition. Nil when this canvas cannot keep pictures.
    func makeSnapshot(of rect: Rect, content: (Canvas) -> Void) -> CanvasSnapshot?
    /// Draws a snapshot mapped through `projection` (the snapshot's space → current user space), at the current
    /// opacity.
    func draw(_ snapshot: CanvasSnapshot, projection: Projection)
}

/// A picture a canvas rendered earlier (see `Canvas.makeSnapshot`); the canvas that made it draws it.
@MainActor
public protocol CanvasSnapshot: AnyObject {
    /// The area it shows, in the space it was drawn in.
    var rect: Rect { get }
}

extension Canvas {
    public func draw(_ image: Image, in rect: Rect) { draw(image, in: rect, tint: nil) }

    /// A canvas that keeps no pixels between frames has nothing to get ready.
    public func prepare(_ image: Image, in rect: Rect) {}

    /// Without offscreen layers: draws the content with the closest affine map (no perspective).
    public func drawLayer(_ rect: Rect, projection: Projection, content: (Canvas) -> Void) {
        save()
        concatenate(projection.affineApproximation(at: rect.center))
        clip(to: rect)
        content(self)
        restore()
    }

    public func makeSnapshot(of rect: Rect, content: (Canvas) -> Void) -> CanvasSnapshot? { nil }

    public func draw(_ snapshot: CanvasSnapshot, projection: Projection) {}
}
