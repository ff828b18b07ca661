import CSDL2
import CSDL2Image
import Foundation
import Kit

/// Reads image files (SVG, PNG, JPEG) into Kit images and into pixels.
public enum ImageLoader {
    /// The Kit image for a file, with its natural size read from the file itself.
    public static func image(at path: String) throws -> Image {
        if isVector(path), let known = RasterDiskCache.shared.naturalSize(of: path) {
            return Image(path: path, naturalSize: Size(width: known.width, height: known.height))
        }
        let surface = try loadSurface(path: path, pixelSize: nil)
        defer { SDL_FreeSurface(surface) }
        let size = Size(width: Double(surface.pointee.w), height: Double(surface.pointee.h))
        if isVector(path) { RasterDiskCache.shared.storeNaturalSize(width: size.width, height: size.height, of: path) }
        return Image(path: path, naturalSize: size)
    }

    /// Pixels of the file: an SVG rasterised at exactly `pixelSize` when given (crisp at any scale), a bitmap
    /// as it is. The caller frees the surface.
    static func loadSurface(path: String, pixelSize: (width: Int32, height: Int32)?) throws
        -> UnsafeMutablePointer<SDL_Surface>
    {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw PlatformError.unreadableImage(path: path, reason: "no such readable file")
        }
        let surface: UnsafeMutablePointer<SDL_Surface>?
        if let pixelSize, isVector(path) {
            guard let stream = SDL_RWFromFile(path, "rb") else {
                throw PlatformError.unreadableImage(path: path, reason: sdlErrorMessage())
            }
            surface = IMG_LoadSizedSVG_RW(stream, pixelSize.width, pixelSize.height)
            SDL_RWclose(stream)
        } else {
            surface = IMG_Load(path)
        }
        guard let surface, surface.pointee.w > 0, surface.pointee.h > 0 else {
            throw PlatformError.unreadableImage(path: path, reason: sdlErrorMessage())
        }
        return surface
    }

    static func isVector(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".svg")
    }
}
