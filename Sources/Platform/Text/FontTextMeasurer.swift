import CSDL2
import CSDL2TTF
import Kit

/// Kit's `TextMeasurer` with SDL_ttf: measures with the same DejaVu faces, at the same pixel size, that
/// `SDLCanvas` draws with, so a caret lands exactly between the glyphs on screen and a wrapped label's size is
/// the size of the text it draws.
@MainActor
public final class FontTextMeasurer: TextMeasurer {
    /// Most wrapped sizes remembered: every multi-line label on screen a few times over. Past it the memory starts
    /// afresh (sizes are asked each frame while the automation tree is kept, and by layouts).
    static let wrappedSizeMemory = 512

    private let fonts: FontLibrary
    private var wrappedSizes: [WrappedKey: Size] = [:]

    private struct WrappedKey: Hashable {
        let text: String
        let weight: TextStyle.Weight
        let pixelSize: Int32
        let wrapPixels: Int32
    }

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

    /// SDL_ttf's own wrapping, as `SDLCanvas` draws a multi-line label (same wrap width in pixels): the size of
    /// the picture it renders. SDL_ttf has no call that only measures wrapped text, and its line breaking is its
    /// own, so the text is rendered once and its size remembered.
    public func wrappedSize(of text: String, style: TextStyle, width: Double, scale: Double) -> Size {
        let pixelsPerPoint = max(scale, 0.01)
        let wrapPixels = Int32(width * pixelsPerPoint)
        // The canvas draws text with no width to wrap to on one line.
        guard !text.isEmpty, wrapPixels > 0 else { return size(of: text, style: style, scale: scale) }
        let key = WrappedKey(
            text: text, weight: style.weight, pixelSize: Int32((style.size * pixelsPerPoint).rounded()),
            wrapPixels: wrapPixels)
        if let known = wrappedSizes[key] { return known }
        guard let font = fonts.font(style.weight, pixelSize: key.pixelSize),
            let surface = TTF_RenderUTF8_Blended_Wrapped(
                font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255), UInt32(wrapPixels))
        else {
            return TextMeasurement.greedyWrappedSize(of: text, style: style, width: width) { line in
                size(of: line, style: style, scale: scale)
            }
        }
        defer { SDL_FreeSurface(surface) }
        let measured = Size(
            width: Double(surface.pointee.w) / pixelsPerPoint, height: Double(surface.pointee.h) / pixelsPerPoint)
        if wrappedSizes.count >= Self.wrappedSizeMemory { wrappedSizes.removeAll(keepingCapacity: true) }
        wrappedSizes[key] = measured
        return measured
    }

    isolated deinit {
        fonts.closeAll()
    }
}
