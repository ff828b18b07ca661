import CSDL2
import Kit

/// A picture an `SDLCanvas` rendered into a texture of its layer pool (the old side of a transition). The texture
/// goes back to the pool with the snapshot, or is freed with the renderer if that goes first.
@MainActor
final class SDLSnapshot: CanvasSnapshot {
    let rect: Rect
    private(set) var texture: OpaquePointer?
    private weak var pool: LayerTexturePool?
    /// The share of the texture the picture covers (the texture is whole pixels on the pool's grid, the rect may
    /// not be).
    let textureCoverage: (u: Double, v: Double)

    init(rect: Rect, texture: OpaquePointer, pool: LayerTexturePool, textureCoverage: (u: Double, v: Double)) {
        self.rect = rect
        self.texture = texture
        self.pool = pool
        self.textureCoverage = textureCoverage
    }

    /// Gives the texture back to the pool for reuse.
    func releaseTexture() {
        if let texture {
            if let pool { pool.release(texture) } else { SDL_DestroyTexture(texture) }
        }
        texture = nil
    }

    /// Frees the texture (the renderer is about to go).
    func destroyTexture() {
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
