import CSDL2
import FoundationEssentials
import Kit

/// Reads picture files (PNG, JPEG, GIF, BMP, WebP, SVG) into Kit images and into pixels, refusing files past
/// `ImageLimits` from their header, before decoding.
public enum ImageLoader {
    /// The Kit image for a file, its natural size read from the file's header (nothing is decoded; the bundled
    /// artwork is loaded this way at launch).
    public static func image(at path: String) throws -> Image {
        do {
            let header = try ImageDecoder.inspect(path)
            guard header.width > 0 else { return try ImageDecoder.prepare(path).image }
            return Image(path: path, naturalSize: Size(width: Double(header.width), height: Double(header.height)))
        } catch {
            throw PlatformError.unreadableImage(path: path, reason: error.message)
        }
    }

    /// Pixels of the file: an SVG rasterised at exactly `pixelSize` when given (crisp at any scale), a bitmap
    /// as it is. The caller frees the surface.
    static func loadSurface(path: String, pixelSize: (width: Int32, height: Int32)?) throws
        -> UnsafeMutablePointer<SDL_Surface>
    {
        do {
            return try ImageDecoder.surface(path, pixelSize: pixelSize)
        } catch {
            throw PlatformError.unreadableImage(path: path, reason: error.message)
        }
    }

    /// Whether the file is an SVG (drawn at each size it is shown), by its content; by its name when unreadable.
    static func isVector(_ path: String) -> Bool {
        (try? ImageDecoder.inspect(path).isVector) ?? path.lowercased().hasSuffix(".svg")
    }
}
