import Kit

/// Kit's `TextMeasurer` with SDL_ttf: measures with the same DejaVu faces, at the same pixel size, that
/// `SDLCanvas` draws with, so a caret lands exactly between the glyphs on screen. Sizes measured before (in this
/// launch or an earlier one) come from the font library's `TextSizeCache`, without SDL_ttf.
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
        let pixelSize = Int32((style.size * pixelsPerPoint).rounded())
        let key = TextSizeCache.Key(text: text, weight: style.weight == .bold ? 1 : 0, pixelSize: pixelSize)
        guard let measured = fonts.sizes.size(for: key) ?? measure(key, style.weight) else {
            return EstimatedTextMeasurer().size(of: text, style: style, scale: scale)
        }
        return Size(width: Double(measured.width) / pixelsPerPoint, height: Double(measured.height) / pixelsPerPoint)
    }

    /// Measures with SDL_ttf, keeping the size.
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
}
