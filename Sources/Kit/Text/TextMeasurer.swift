/// Measures one line of text the way the platform will draw it, so layouts can size buttons and a text field
/// can place its caret between characters.
@MainActor
public protocol TextMeasurer: AnyObject {
    /// The size in points of `text` drawn on one line in `style`, rasterised at `scale` device pixels per
    /// point (glyph hinting makes widths differ slightly between scales; measure at the scale you draw at).
    func size(of text: String, style: TextStyle, scale: Double) -> Size
}

/// Where Kit asks for text sizes. The platform installs a measurer backed by its fonts at start-up; until then,
/// and in unit tests, an estimate stands in (deterministic, so tests can compute expected positions).
@MainActor
public enum TextMeasurement {
    public static var measurer: any TextMeasurer = EstimatedTextMeasurer()

    public static func size(of text: String, style: TextStyle, scale: Double = 1) -> Size {
        measurer.size(of: text, style: style, scale: scale)
    }

    public static func width(of text: String, style: TextStyle, scale: Double = 1) -> Double {
        text.isEmpty ? 0 : measurer.size(of: text, style: style, scale: scale).width
    }

    /// Words wrap before the line is full; this much extra width per line keeps the estimate from coming up short.
    static let wrapSlack = 1.15

    /// The height of `text` wrapped to `width`: each paragraph's one-line width over the available width, rounded
    /// up to whole lines (with slack for early word breaks), times the line height. Zero for empty text.
    public static func wrappedHeight(of text: String, style: TextStyle, width: Double) -> Double {
        guard !text.isEmpty else { return 0 }
        var lines = 0
        var lineHeight = 0.0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = size(of: String(paragraph), style: style)
            lineHeight = max(lineHeight, line.height)
            lines += max(1, Int((line.width * wrapSlack / max(width, 1)).rounded(.up)))
        }
        return Double(lines) * lineHeight
    }
}

/// A measurer without fonts: every character is `advance × size` wide and lines are `lineHeight × size` tall.
/// Close enough to DejaVu Sans for layout before the platform is up, and exact arithmetic for tests.
@MainActor
public final class EstimatedTextMeasurer: TextMeasurer {
    /// Width of one character as a fraction of the font size (DejaVu Sans averages about 0.6 em).
    public static let advance = 0.6
    /// Line height as a fraction of the font size (DejaVu Sans: ascent + descent ≈ 1.16 em).
    static let lineHeight = 1.2

    public init() {}

    public func size(of text: String, style: TextStyle, scale: Double) -> Size {
        Size(width: Double(text.count) * style.size * Self.advance, height: style.size * Self.lineHeight)
    }
}
