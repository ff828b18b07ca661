import CPNG
import CSDL2
import Kit

/// Decodes PNGs with libpng's simplified API straight into a surface in the texture format: its errors come back
/// as text instead of lines on stderr, and the pixel buffer is allocated by us, after the size libpng itself read
/// has passed the limits.
enum PNGDecoder {
    /// The PNG held in `bytes`, or why not (damaged, cut short, past the limits).
    static func decode(_ bytes: [UInt8]) throws(ImageLoadError) -> UnsafeMutablePointer<SDL_Surface> {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(ImageLoadError) in try decode(buffer) }
        }.get()
    }

    /// libpng reads from `buffer` until the last row, so both steps run while it is valid.
    private static func decode(_ buffer: UnsafeRawBufferPointer) throws(ImageLoadError)
        -> UnsafeMutablePointer<SDL_Surface>
    {
        var image = png_image()
        image.version = kinetic_png_image_version
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
            throw damaged(image)
        }
        try ImageHeader(format: .png, width: Int(image.width), height: Int(image.height)).checkLimits()
        image.format = kinetic_png_format_argb8888
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(image.width), Int32(image.height), 32, SurfaceFitting.textureFormat)
        else { throw ImageLoadError(.tooLarge, "Not enough memory to show the picture") }
        guard png_image_finish_read(&image, nil, surface.pointee.pixels, surface.pointee.pitch, nil) != 0 else {
            SDL_FreeSurface(surface)
            throw damaged(image)
        }
        return surface
    }

    /// libpng's own words for what is wrong ("IHDR: CRC error").
    private static func damaged(_ image: png_image) -> ImageLoadError {
        let message = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return ImageLoadError(.corrupt, "The PNG data is damaged or cut short (\(message))")
    }
}
