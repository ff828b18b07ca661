extension Control {
    /// Width of the keyboard focus ring, in points.
    static let focusRingWidth: Double = 2
    /// Gap between the control's edge and its focus ring, in points.
    static let focusRingOffset: Double = 2

    /// The ring drawn around a control with keyboard focus, just outside its bounds.
    func drawFocusRing(in canvas: Canvas) {
        guard isFocused else { return }
        let outset = Self.focusRingOffset + Self.focusRingWidth / 2
        canvas.stroke(
            bounds.insetBy(dx: -outset, dy: -outset), cornerRadius: cornerRadius + outset,
            lineWidth: Self.focusRingWidth, color: Theme.Palette.focusRing)
    }
}
