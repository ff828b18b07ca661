import CSDL2TTF
import Kit

/// Kit's `TextMeasurer` with SDL_ttf: measures with the same DejaVu faces, at the same pixel size, that
/// `SDLCanvas` draws with, so a caret lands exactly between the glyphs on screen.
@MainActor
public final class FontTextMeasurer: TextMeasurer {
    private let fonts: FontLibrary

    /// Needs SDL_ttf initialised (the host and `OffscreenTarget` do it).
    public init() throws {
        fonts = try FontLibrary()
    }

    public func size(of text: String, style: TextStyle, scale: Double) -> Size {
        let pixelsPerPoint = max(scale, 0.01)
        let pixelSize = Int32((style.size * pixelsPerPoint).rounded())
        guard let font = fonts.font(style.weight, pixelSize: pixelSize) else {
            return EstimatedTextMeasurer().size(of: text, style: style, scale: scale)
        }
        var width: Int32 = 0
        var height: Int32 = 0
        if text.isEmpty {
            height = TTF_FontHeight(font)
        } else if TTF_SizeUTF8(font, text, &width, &height) != 0 {
            return EstimatedTextMeasurer().size(of: text, style: style, scale: scale)
        }
        return Size(width: Double(width) / pixelsPerPoint, height: Double(height) / pixelsPerPoint)
    }

    isolated deinit {
        fonts.closeAll()
    }
}
