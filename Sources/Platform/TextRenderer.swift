import CSDL2
import CSDL2TTF
import Kit

/// Renders strings to textures (white, tinted when drawn) and caches them, so static text costs one draw call.
@MainActor
final class TextRenderer {
    /// Most string textures kept; labels rarely change, a counter does every frame.
    static let capacity = 256

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
    private var entries: [Key: Entry] = [:]
    private var order: [Key] = []

    init(renderer: OpaquePointer, fonts: FontLibrary) {
        self.renderer = renderer
        self.fonts = fonts
    }

    func entry(for key: Key) -> Entry? {
        if let entry = entries[key] { return entry }
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
        insert(entry, for: key)
        return entry
    }

    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
        order.removeAll()
        fonts.closeAll()
    }

    private func insert(_ entry: Entry, for key: Key) {
        entries[key] = entry
        order.append(key)
        if order.count > Self.capacity {
            let oldest = order.removeFirst()
            if let stale = entries.removeValue(forKey: oldest) { SDL_DestroyTexture(stale.texture) }
        }
    }

    private static func ttfAlignment(_ alignment: TextStyle.Alignment) -> Int32 {
        switch alignment {
        case .leading: return TTF_WRAPPED_ALIGN_LEFT
        case .center: return TTF_WRAPPED_ALIGN_CENTER
        case .trailing: return TTF_WRAPPED_ALIGN_RIGHT
        }
    }
}
