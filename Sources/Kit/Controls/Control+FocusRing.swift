/// The outline a focus ring follows, in the control's bounds space.
public struct FocusRingShape: Equatable, Sendable {
    public var rect: Rect
    public var cornerRadius: Double

    public init(rect: Rect, cornerRadius: Double) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}

extension Control {
    /// Width of the keyboard focus ring, in points.
    static let focusRingWidth: Double = 2
    /// Gap between the control's edge and its focus ring, in points.
    static let focusRingOffset: Double = 2
    /// The least corner radius of a focus ring, in points, so a square-cornered control's ring still reads as a
    /// ring rather than a selection box.
    static let focusRingMinimumRadius: Double = 6

    /// The standard ring: just outside `rect`, its corners following `cornerRadius`.
    static func ringOutside(_ rect: Rect, cornerRadius: Double) -> FocusRingShape {
        let outset = focusRingOffset + focusRingWidth / 2
        return FocusRingShape(
            rect: rect.insetBy(dx: -outset, dy: -outset),
            cornerRadius: max(cornerRadius, focusRingMinimumRadius) + outset)
    }

    /// Gap between the control's edge and a ring drawn inside it, in points.
    static let focusRingInset: Double = 4

    /// A ring inside `rect`, clear of its edges, with the theme's corners.
    static func ringInside(_ rect: Rect) -> FocusRingShape {
        FocusRingShape(
            rect: rect.insetBy(dx: focusRingInset, dy: focusRingInset), cornerRadius: focusRingMinimumRadius)
    }

    /// The ring drawn around a control with keyboard focus.
    func drawFocusRing(in canvas: Canvas) {
        guard isFocused else { return }
        let shape = focusRingShape
        canvas.stroke(
            shape.rect, cornerRadius: shape.cornerRadius, lineWidth: Self.focusRingWidth,
            color: Theme.Palette.focusRing)
    }
}
