extension TextField {
    /// Height of the caret and of the selection highlight, as a multiple of the font size.
    static let lineHeightFactor = 1.3

    func drawContents(in canvas: Canvas) {
        measuringScale = canvas.scale
        scrollCaretIntoView()
        canvas.save()
        if !isEnabled { canvas.multiplyAlpha(Theme.ControlMetrics.disabledAlpha) }
        canvas.clip(to: bounds.insetBy(dx: Self.textInset / 2, dy: 0))
        let originX = textRect.minX - horizontalScroll
        if buffer.count == 0 {
            drawPlaceholder(in: canvas)
        } else {
            if isFocused, buffer.hasSelection { drawSelection(in: canvas, originX: originX) }
            let width = max(caretOffsets.last ?? 0, 1) + 1
            canvas.draw(
                text, in: Rect(x: originX, y: bounds.minY, width: width, height: bounds.height), style: textStyle)
        }
        if isFocused, !buffer.hasSelection { drawCaret(in: canvas, originX: originX) }
        canvas.restore()
    }

    private var lineRect: (y: Double, height: Double) {
        let height = textStyle.size * Self.lineHeightFactor
        return (bounds.midY - height / 2, height)
    }

    private func drawPlaceholder(in canvas: Canvas) {
        guard !placeholder.isEmpty else { return }
        var style = textStyle
        style.color = Theme.Palette.textSecondary
        canvas.draw(placeholder, in: textRect, style: style)
    }

    private func drawSelection(in canvas: Canvas, originX: Double) {
        let offsets = caretOffsets
        let range = buffer.selection
        let line = lineRect
        let start = originX + offsets[range.lowerBound]
        canvas.fill(
            Rect(
                x: start, y: line.y, width: offsets[range.upperBound] - offsets[range.lowerBound], height: line.height),
            cornerRadius: 2, color: Theme.Palette.textSelection)
    }

    /// The caret, snapped to whole device pixels so it stays sharp at every scale.
    private func drawCaret(in canvas: Canvas, originX: Double) {
        let scale = max(canvas.scale, 1)
        let x = originX + caretOffsets[min(buffer.caret, caretOffsets.count - 1)] - Self.caretWidth / 2
        let line = lineRect
        canvas.fill(
            Rect(x: (x * scale).rounded() / scale, y: line.y, width: Self.caretWidth, height: line.height),
            cornerRadius: 0, color: Theme.Palette.accent)
    }
}
