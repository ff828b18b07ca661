import CSDL2
import CSDL2TTF
import Kit

/// Renders strings to textures (white, tinted when drawn) and caches them within a budget of bytes, so static text
/// costs one draw call and a counter that changes every frame does not grow the cache.
@MainActor
final class TextRenderer {
    /// Most bytes of string textures kept (a few thousand labels); the least recently drawn go first.
    static let byteBudget = 8 * 1024 * 1024
    /// Text textures are 32-bit ARGB.
    static let bytesPerPixel = 4

    struct Key: Hashable {
        let text: String
        let weight: TextStyle.Weight
        let pixelSize: Int32
        /// Wrap width in pixels for multi-line text, 0 for one line.
        let wrapWidth: Int32
        let alignment: TextStyle.Alignment
    }

    struct Entry {
        let texture: OpaquePointer
        let pixelWidth: Int32
        let pixelHeight: Int32
    }

    private let renderer: OpaquePointer
    private let fonts: FontLibrary
    private var entries = ByteBudgetCache<Key, Entry>(byteBudget: TextRenderer.byteBudget)

    init(renderer: OpaquePointer, fonts: FontLibrary) {
        self.renderer = renderer
        self.fonts = fonts
    }

    func entry(for key: Key) -> Entry? {
        if let entry = entries.value(for: key) { return entry }
        guard let font = fonts.font(key.weight, pixelSize: key.pixelSize) else { return nil }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        let surface: UnsafeMutablePointer<SDL_Surface>?
        if key.wrapWidth > 0 {
            TTF_SetFontWrappedAlign(font, Self.ttfAlignment(key.alignment))
            surface = TTF_RenderUTF8_Blended_Wrapped(font, key.text, white, UInt32(key.wrapWidth))
        } else {
            surface = TTF_RenderUTF8_Blended(font, key.text, white)
        }
        guard let surface else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(texture: texture, pixelWidth: surface.pointee.w, pixelHeight: surface.pointee.h)
        let bytes = Int(entry.pixelWidth) * Int(entry.pixelHeight) * Self.bytesPerPixel
        for evicted in entries.insert(entry, bytes: bytes, for: key) { SDL_DestroyTexture(evicted.texture) }
        return entry
    }

    func removeAll() {
        for entry in entries.removeAll() { SDL_DestroyTexture(entry.texture) }
        fonts.closeAll()
    }

    private static func ttfAlignment(_ alignment: TextStyle.Alignment) -> Int32 {
        switch alignment {
        case .leading: return TTF_WRAPPED_ALIGN_LEFT
        case .center: return TTF_WRAPPED_ALIGN_CENTER
        case .trailing: return TTF_WRAPPED_ALIGN_RIGHT
        }
    }
}
