import CSDL2
import Kit

/// Kit's `TextMeasurer` with SDL_ttf: measures with the same DejaVu faces, at the same pixel size, that
/// `SDLCanvas` draws with, so a caret lands exactly between the glyphs on screen and a wrapped label's size is the
/// size of the text it draws. Sizes measured before (in this launch or an earlier one) come from the font
/// library's `TextSizeCache`, without SDL_ttf.
@MainActor
public final class FontTextMeasurer: TextMeasurer {
    private let fonts: FontLibrary
    /// Whether the fonts are this measurer's own (closed with it) rather than the canvas's.
    private let ownsFonts: Bool

    /// Measures with fonts of its own, sizes kept in memory only.
    public convenience init() throws {
        self.init(fonts: try FontLibrary(), owned: true)
    }

    /// Measures with the canvas's fonts and text caches (the app's host).
    init(fonts: FontLibrary, owned: Bool = false) {
        self.fonts = fonts
        ownsFonts = owned
    }

    isolated deinit {
        if ownsFonts { fonts.closeAll() }
    }

    public func size(of text: String, style: TextStyle, scale: Double) -> Size {
        let pixelsPerPoint = max(scale, 0.01)
        let key = Self.key(text, style, pixelsPerPoint)
        guard let measured = fonts.sizes.size(for: key) ?? measure(key, style.weight) else {
            return EstimatedTextMeasurer().size(of: text, style: style, scale: scale)
        }
        return Size(width: Double(measured.width) / pixelsPerPoint, height: Double(measured.height) / pixelsPerPoint)
    }

    /// SDL_ttf's own wrapping, as `SDLCanvas` draws a multi-line label (same wrap width in pixels): the size of
    /// the picture it renders. SDL_ttf has no call that only measures wrapped text, and its line breaking is its
    /// own, so the text is rendered once and its size kept with the one-line sizes.
    public func wrappedSize(of text: String, style: TextStyle, width: Double, scale: Double) -> Size {
        let pixelsPerPoint = max(scale, 0.01)
        var key = Self.key(text, style, pixelsPerPoint)
        key.wrapPixels = Int32(width * pixelsPerPoint)
        // The canvas draws text with no width to wrap to on one line.
        guard !text.isEmpty, key.wrapPixels > 0 else { return size(of: text, style: style, scale: scale) }
        guard let measured = fonts.sizes.size(for: key) ?? measureWrapped(key, style.weight) else {
            return TextMeasurement.greedyWrappedSize(of: text, style: style, width: width) { line in
                size(of: line, style: style, scale: scale)
            }
        }
        return Size(width: Double(measured.width) / pixelsPerPoint, height: Double(measured.height) / pixelsPerPoint)
    }

    private static func key(_ text: String, _ style: TextStyle, _ pixelsPerPoint: Double) -> TextSizeCache.Key {
        TextSizeCache.Key(
            text: text, weight: style.weight == .bold ? 1 : 0,
            pixelSize: Int32((style.size * pixelsPerPoint).rounded()))
    }

    /// Measures one line with SDL_ttf, keeping the size.
    private func measure(_ key: TextSizeCache.Key, _ weight: TextStyle.Weight) -> TextSizeCache.Measured? {
        guard let font = fonts.font(weight, pixelSize: key.pixelSize), let library = fonts.library else { return nil }
        var width: Int32 = 0
        var height: Int32 = 0
        if key.text.isEmpty {
            height = library.fontHeight(font)
        } else if library.size(font, key.text, &width, &height) != 0 {
            return nil
        }
        let measured = TextSizeCache.Measured(width: width, height: height)
        fonts.sizes.insert(measured, for: key)
        return measured
    }

    /// Renders wrapped text with SDL_ttf for its size, keeping the size.
    private func measureWrapped(_ key: TextSizeCache.Key, _ weight: TextStyle.Weight) -> TextSizeCache.Measured? {
        guard let font = fonts.font(weight, pixelSize: key.pixelSize), let library = fonts.library,
            let surface = library.renderBlendedWrapped(
                font, key.text, SDL_Color(r: 255, g: 255, b: 255, a: 255), UInt32(key.wrapPixels))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        let measured = TextSizeCache.Measured(width: surface.pointee.w, height: surface.pointee.h)
        fonts.sizes.insert(measured, for: key)
        return measured
    }
}
