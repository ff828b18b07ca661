import CSDL2

/// SDL_image, opened when a picture is first decoded (an SVG not in the raster cache, a JPEG, GIF, WebP or BMP) or
/// saved instead of linked: it brings TIFF, WebP, JPEG and their own dependencies, which a launch whose first
/// frame comes from the raster cache never needs. PNGs are decoded by libpng directly (`PNGDecoder`).
struct ImageLibrary: @unchecked Sendable {
    /// The library's run-time name (Debian's `libsdl2-image-2.0-0`).
    static let sharedObjectName = "libSDL2_image-2.0.so.0"

    typealias LoadSizedSVG =
        @convention(c) (
            _ source: UnsafeMutablePointer<SDL_RWops>?, _ width: Int32, _ height: Int32
        ) -> UnsafeMutablePointer<SDL_Surface>?
    typealias LoadTyped =
        @convention(c) (
            _ source: UnsafeMutablePointer<SDL_RWops>?, _ freeSource: Int32, _ type: UnsafePointer<CChar>?
        ) -> UnsafeMutablePointer<SDL_Surface>?
    typealias SavePNG =
        @convention(c) (_ surface: UnsafeMutablePointer<SDL_Surface>?, _ file: UnsafePointer<CChar>?)
        -> Int32

    let loadSizedSVG: LoadSizedSVG
    let loadTyped: LoadTyped
    let savePNG: SavePNG

    /// The library, loaded once by whichever thread asks first (pictures decode on background threads too), or
    /// why it could not be.
    static let shared: Result<ImageLibrary, LibraryLoadError> = Result { () throws(LibraryLoadError) in
        let library = try SharedLibrary(sharedObjectName)
        return ImageLibrary(
            loadSizedSVG: try library.function("IMG_LoadSizedSVG_RW"),
            loadTyped: try library.function("IMG_LoadTyped_RW"),
            savePNG: try library.function("IMG_SavePNG"))
    }

    /// Writes `surface` as a PNG file, throwing what went wrong.
    static func savePNG(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        let library = try shared.get()
        try check(library.savePNG(surface, path), "IMG_SavePNG(\(path))")
    }
}
