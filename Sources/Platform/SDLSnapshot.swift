import CSDL2
import Kit

/// A picture an `SDLCanvas` rendered into a texture (the old side of a transition). The texture goes with the
/// snapshot, or with the renderer if that goes first.
@MainActor
final class SDLSnapshot: CanvasSnapshot {
    let rect: Rect
    private(set) var texture: OpaquePointer?
    /// The share of the texture the picture covers (the texture is whole pixels, the rect may not be).
    let textureCoverage: (u: Double, v: Double)

    init(rect: Rect, texture: OpaquePointer, textureCoverage: (u: Double, v: Double)) {
        self.rect = rect
        self.texture = texture
        self.textureCoverage = textureCoverage
    }

    func releaseTexture() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
    }

    isolated deinit {
        releaseTexture()
    }
}

/// The canvas's weak hold on a snapshot.
struct WeakSnapshot {
    weak var snapshot: SDLSnapshot?
}
