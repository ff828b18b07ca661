import CSDL2
import Kit

extension AppHost {
    /// Writes what was just rendered (before present, when the back buffer still holds it) as a PNG.
    func saveScreenshot(to path: String) throws {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let format = UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format) else {
            throw PlatformError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: sdlErrorMessage())
        }
        defer { SDL_FreeSurface(surface) }
        try check(
            SDL_RenderReadPixels(renderer, nil, format, surface.pointee.pixels, surface.pointee.pitch),
            "SDL_RenderReadPixels")
        try ImageLibrary.savePNG(surface, to: path)
    }
}
