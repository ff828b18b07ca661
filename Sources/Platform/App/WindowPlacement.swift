import Kit

/// Where the window opens on the desktop. A remembered size is shrunk to the usable area of its display and a
/// remembered corner is moved so the window lies on a display, so a monitor unplugged since the last launch
/// cannot leave the window out of reach. Pure: tested without SDL.
public struct WindowPlacement: Equatable, Sendable {
    /// Content size, in points.
    public var size: Size
    /// Top-left of the content on the desktop, in screen points; nil centres the window.
    public var position: Point?

    public init(size: Size, position: Point?) {
        self.size = size
        self.position = position
    }

    /// Fits `size` (when `fitsSize`) and `position` into the display that holds the corner (the nearest one when
    /// none does; the first when there is no corner). `displays` are usable areas in screen points, first the
    /// primary; with none known (headless) nothing moves.
    public static func fitting(size: Size, fitsSize: Bool, position: Point?, displays: [Rect]) -> WindowPlacement {
        guard let display = display(for: position, among: displays) else {
            return WindowPlacement(size: size, position: position)
        }
        var fitted = size
        if fitsSize {
            fitted.width = max(min(size.width, display.width), 1)
            fitted.height = max(min(size.height, display.height), 1)
        }
        let corner = position.map { corner in
            Point(
                x: clamp(corner.x, display.minX, display.maxX - fitted.width),
                y: clamp(corner.y, display.minY, display.maxY - fitted.height))
        }
        return WindowPlacement(size: fitted, position: corner)
    }

    /// A length or coordinate in points as the whole number SDL takes: rounded, held within Int32's range, and 0
    /// for a value that is not finite (which the command line's and the state file's checks keep from here).
    public static func sdlInteger(_ value: Double) -> Int32 {
        guard value.isFinite else { return 0 }
        return Int32(min(max(value.rounded(), Double(Int32.min)), Double(Int32.max)))
    }

    private static func display(for position: Point?, among displays: [Rect]) -> Rect? {
        guard let position else { return displays.first }
        if let holding = displays.first(where: { $0.contains(position) }) { return holding }
        return displays.min { distance(from: position, to: $0) < distance(from: position, to: $1) }
    }

    private static func distance(from point: Point, to rect: Rect) -> Double {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return dx * dx + dy * dy
    }

    /// `value` within `low...high`, or `low` when the range is empty (a window wider than the display starts at
    /// its left edge).
    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        max(low, min(value, high))
    }
}
