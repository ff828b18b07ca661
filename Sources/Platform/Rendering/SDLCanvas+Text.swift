import Kit

extension SDLCanvas {
    public func draw(_ string: String, in rect: Rect, style: TextStyle) {
        guard !string.isEmpty, !rect.isEmpty else { return }
        let pixelsPerPoint = max(deviceScale.x, deviceScale.y)
        guard pixelsPerPoint > 0 else { return }
        let key = TextRenderer.Key(
            text: string, weight: style.weight, pixelSize: Int32((style.size * pixelsPerPoint).rounded()),
            wrapWidth: style.isMultiline ? Int32(rect.width * pixelsPerPoint) : 0, alignment: style.alignment)
        guard let entry = text.entry(for: key) else { return }
        let size = Size(
            width: Double(entry.pixelWidth) / pixelsPerPoint, height: Double(entry.pixelHeight) / pixelsPerPoint)
        drawTexture(entry.texture, in: Self.place(size, in: rect, alignment: style.alignment), color: style.color)
    }

    /// Where text of `size` sits in `rect`: aligned horizontally, centred vertically.
    static func place(_ size: Size, in rect: Rect, alignment: TextStyle.Alignment) -> Rect {
        let x: Double
        switch alignment {
        case .leading: x = rect.minX
        case .center: x = rect.midX - size.width / 2
        case .trailing: x = rect.maxX - size.width
        }
        return Rect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }
}
