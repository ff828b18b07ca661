@testable import Kit

/// A canvas that draws nothing, so every view's drawing code runs in a fuzz run without a renderer.
@MainActor
final class NullCanvas: Canvas {
    let scale = 1.0

    func save() {}
    func restore() {}
    func concatenate(_ transform: AffineTransform) {}
    func multiplyAlpha(_ alpha: Double) {}
    func clip(to rect: Rect) {}
    func fill(_ rect: Rect, cornerRadius: Double, color: Color) {}
    func stroke(_ rect: Rect, cornerRadius: Double, lineWidth: Double, color: Color) {}
    func fillEllipse(in rect: Rect, color: Color) {}
    func strokeLine(from start: Point, to end: Point, width: Double, color: Color) {}
    func draw(_ image: Image, in rect: Rect, tint: Color?) {}
    func draw(_ text: String, in rect: Rect, style: TextStyle) {}
}
