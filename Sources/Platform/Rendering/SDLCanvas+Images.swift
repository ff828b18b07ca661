import CSDL2
import Kit

extension SDLCanvas {
    public func draw(_ image: Image, in rect: Rect, tint: Color?) {
        guard !rect.isEmpty else { return }
        let (pixelWidth, pixelHeight) = pixelSize(of: rect)
        guard let texture = textures.texture(for: image, pixelWidth: pixelWidth, pixelHeight: pixelHeight) else {
            // A large bitmap still decoding in the background appears when ready; until then, nothing.
            if textures.isDecoding(image) { return }
            // Unreadable files were reported when loaded; draw a visible placeholder rather than nothing.
            fill(rect, cornerRadius: 0, color: Color(hex: 0x802030, alpha: 0.5))
            return
        }
        if let tint {
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            drawTexture(texture, in: rect, color: tint)
        } else {
            drawTexture(texture, in: rect, color: .white)
        }
    }

    /// Makes (or starts decoding) the texture the image would be drawn with in `rect`, or keeps the one it has.
    public func prepare(_ image: Image, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let (pixelWidth, pixelHeight) = pixelSize(of: rect)
        textures.prepare(image, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// The device pixels `rect` covers at the current transform, at least one each way.
    private func pixelSize(of rect: Rect) -> (width: Int32, height: Int32) {
        let scale = deviceScale
        return (Int32(max(1, (rect.width * scale.x).rounded())), Int32(max(1, (rect.height * scale.y).rounded())))
    }
}
