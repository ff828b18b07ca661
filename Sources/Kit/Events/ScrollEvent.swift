/// A turn of the mouse wheel or a two-finger trackpad scroll, already converted to points.
///
/// Delivered to the front-most view under the pointer through `View.scrollWheel(_:)`; a view that does not
/// consume it passes it to its superview, so the nearest scrollable ancestor scrolls.
public struct ScrollEvent: Hashable, Sendable {
    /// Where the pointer was, in window points.
    public var location: Point
    /// How far to scroll, in points: positive y scrolls down (the content moves up, as a wheel turned toward
    /// the user does); positive x scrolls right.
    public var delta: Point
    /// Seconds on the app's clock.
    public var timestamp: Double

    public init(location: Point, delta: Point, timestamp: Double) {
        self.location = location
        self.delta = delta
        self.timestamp = timestamp
    }
}
