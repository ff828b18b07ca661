import CSDL2
import Kit

/// Draws a Kit view tree into memory with SDL's software renderer — no window, no display — and reads pixels
/// back. For rendering tests and benchmarks.
@MainActor
public final class OffscreenTarget {
    public let pixelWidth: Int32
    public let pixelHeight: Int32
    public let scale: Double
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    let canvas: SDLCanvas

    /// A target of `size` points at `scale` pixels per point.
    public convenience init(size: Size, scale: Double = 1) throws {
        try self.init(size: size, scale: scale, fonts: FontLibrary())
    }

    /// A target drawing text with `fonts` (and their text caches).
    init(size: Size, scale: Double = 1, fonts: FontLibrary) throws {
        pixelWidth = Int32(size.width * scale)
        pixelHeight = Int32(size.height * scale)
        self.scale = scale
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, pixelWidth, pixelHeight, 32, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue))
        else { throw PlatformError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: sdlErrorMessage()) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw PlatformError.sdl(call: "SDL_CreateSoftwareRenderer", message: sdlErrorMessage())
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        self.surface = surface
        self.renderer = renderer
        canvas = SDLCanvas(renderer: renderer, scale: scale, fonts: fonts)
    }

    /// Clears to `background` and draws `view` (and its subviews) with their presented values.
    public func render(_ view: View, background: Color = .black) {
        canvas.beginFrame(scale: scale, clearColor: background)
        view.layoutIfNeeded()
        view.render(in: canvas)
    }

    /// Draws with a closure against the canvas directly; a nil `background` leaves the last frame's pixels (for a
    /// body that repaints them all, as a window with an opaque background does).
    public func draw(background: Color? = .black, _ body: (Canvas) -> Void) {
        canvas.beginFrame(scale: scale, clearColor: background)
        body(canvas)
    }

    /// The colour of one device pixel.
    public func pixel(x: Int, y: Int) -> Color {
        SDL_RenderFlush(renderer)
        let pitch = Int(surface.pointee.pitch)
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let value = (base + y * pitch + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return Color(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255, alpha: Double(value >> 24) / 255)
    }

    /// Saves the target as PNG (to look at a failing test's output).
    public func savePNG(to path: String) throws {
        SDL_RenderFlush(renderer)
        try ImageLibrary.savePNG(surface, to: path)
    }

    isolated deinit {
        canvas.releaseResources()
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }
}
