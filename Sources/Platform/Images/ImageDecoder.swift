import CSDL2
import FoundationEssentials
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// Decoded pixels handed from a background decode to the main loop, freed when the last owner lets go (the
/// texture is a copy), so a result nobody collects (the app quitting) leaks nothing.
final class DecodedPixels: @unchecked Sendable {
    let surface: UnsafeMutablePointer<SDL_Surface>

    init(_ surface: UnsafeMutablePointer<SDL_Surface>) { self.surface = surface }

    deinit { SDL_FreeSurface(surface) }
}

/// A picture ready to show: its Kit image and, for a bitmap, its decoded pixels.
struct PreparedImage: Sendable {
    let image: Image
    let pixels: DecodedPixels?
}

/// Opens, checks and decodes picture files: the file's size and header are checked against `ImageLimits` before
/// the decoder runs, the decoder is the one for the sniffed format, and it reads the same open stream that was
/// checked. Safe on any thread (SDL_image decodes into plain surfaces; only textures need the main thread).
enum ImageDecoder {
    /// The header of the file at `path`, checked against the limits, without decoding anything.
    static func inspect(_ path: String) throws(ImageLoadError) -> ImageHeader {
        try withStream(path) { stream throws(ImageLoadError) in try header(of: stream) }
    }

    /// The picture at `path`, checked and decoded: a bitmap's pixels (in the texture format, shrunk to fit
    /// within `bounds` when given: the screen, which can show no more), or an SVG proven to parse by a small trial
    /// rasterisation (it is drawn later at the size it is shown). The natural size is always the file's own.
    static func prepare(_ path: String, fittingWithin bounds: (width: Int32, height: Int32)? = nil)
        throws(ImageLoadError) -> PreparedImage
    {
        try withStream(path) { stream throws(ImageLoadError) in try prepare(stream, path: path, fittingWithin: bounds) }
    }

    /// `prepare` for a file's bytes already in memory, named `path` (the fuzz tests feed thousands this way).
    static func prepare(bytes: [UInt8], path: String) throws(ImageLoadError) -> PreparedImage {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(ImageLoadError) in
                guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else {
                    throw ImageLoadError(.unreadable, "Can't read the bytes: \(sdlErrorMessage())")
                }
                defer { SDL_RWclose(stream) }
                return try prepare(StreamBytes(stream: stream), path: path, fittingWithin: nil)
            }
        }
        return try result.get()
    }

    private static func prepare(
        _ stream: StreamBytes, path: String, fittingWithin bounds: (width: Int32, height: Int32)?
    ) throws(ImageLoadError) -> PreparedImage {
        let header = try header(of: stream)
        stream.rewind()
        guard !header.isVector else {
            let side = ImageLimits.vectorProbeSide
            let probe = try decode(stream, header: header, pixelSize: (side, side))
            defer { SDL_FreeSurface(probe) }
            let declared = Size(width: Double(header.width), height: Double(header.height))
            let size =
                header.width > 0 ? declared : Size(width: Double(probe.pointee.w), height: Double(probe.pointee.h))
            return PreparedImage(image: Image(path: path, naturalSize: size), pixels: nil)
        }
        let decoded = try decode(stream, header: header, pixelSize: nil)
        let size = Size(width: Double(decoded.pointee.w), height: Double(decoded.pointee.h))
        guard let fitted = SurfaceFitting.fitted(decoded, within: bounds) else {
            throw ImageLoadError(.tooLarge, "Not enough memory to show the picture")
        }
        return PreparedImage(image: Image(path: path, naturalSize: size), pixels: DecodedPixels(fitted))
    }

    /// Pixels of the file at `path`: an SVG rasterised to fit `pixelSize` when given, a bitmap as it is; checked
    /// like `prepare`. The caller frees the surface.
    static func surface(_ path: String, pixelSize: (width: Int32, height: Int32)?) throws(ImageLoadError)
        -> UnsafeMutablePointer<SDL_Surface>
    {
        try withStream(path) { stream throws(ImageLoadError) in
            let header = try header(of: stream)
            stream.rewind()
            return try decode(stream, header: header, pixelSize: header.isVector ? pixelSize : nil)
        }
    }

    // MARK: - Steps

    /// Opens `path` as an SDL stream for `body`, refusing what is not a readable regular file or is past the
    /// byte limits.
    private static func withStream<Result>(
        _ path: String, _ body: (StreamBytes) throws(ImageLoadError) -> Result
    ) throws(ImageLoadError) -> Result {
        try checkFile(path)
        guard let stream = SDL_RWFromFile(path, "rb") else {
            throw ImageLoadError(.unreadable, "Can't open the file: \(sdlErrorMessage())")
        }
        defer { SDL_RWclose(stream) }
        return try body(StreamBytes(stream: stream))
    }

    /// The header of the open file, with the byte limit of its format and the pixel limits checked.
    private static func header(of stream: StreamBytes) throws(ImageLoadError) -> ImageHeader {
        let header = try ImageHeader.read(from: stream)
        let limit = header.isVector ? ImageLimits.maximumVectorFileBytes : ImageLimits.maximumBitmapFileBytes
        guard stream.count <= limit else {
            throw ImageLoadError(
                .tooLarge,
                "A \(megabytes(stream.count)) \(header.format.rawValue) file is past the \(megabytes(limit)) limit")
        }
        try header.checkLimits()
        return header
    }

    /// Decodes with the sniffed format's decoder only, and refuses a result past the limits (a decoder that
    /// disagreed with the header).
    private static func decode(
        _ stream: StreamBytes, header: ImageHeader, pixelSize: (width: Int32, height: Int32)?
    ) throws(ImageLoadError) -> UnsafeMutablePointer<SDL_Surface> {
        let decoded =
            if header.isVector {
                // Never at its declared size, which the file chooses.
                try imageLibrary(for: header).loadSizedSVG(
                    stream.stream, pixelSize?.width ?? ImageLimits.vectorProbeSide,
                    pixelSize?.height ?? ImageLimits.vectorProbeSide)
            } else if header.format == .png {
                try PNGDecoder.decode(stream.bytes(at: 0, length: stream.count))
            } else {
                try imageLibrary(for: header).loadTyped(stream.stream, 0, header.format.decoderType)
            }
        guard let decoded, decoded.pointee.w > 0, decoded.pointee.h > 0 else {
            if let decoded { SDL_FreeSurface(decoded) }
            throw ImageLoadError(.corrupt, "The \(header.format.rawValue) data is damaged or cut short")
        }
        let result = ImageHeader(format: header.format, width: Int(decoded.pointee.w), height: Int(decoded.pointee.h))
        do {
            try result.checkLimits()
        } catch {
            SDL_FreeSurface(decoded)
            throw error
        }
        return decoded
    }

    /// SDL_image, to decode a picture in `header`'s format; without it such pictures cannot be shown.
    private static func imageLibrary(for header: ImageHeader) throws(ImageLoadError) -> ImageLibrary {
        switch ImageLibrary.shared {
        case .success(let library): return library
        case .failure(let error):
            throw ImageLoadError(
                .unsupportedFormat,
                "\(header.format.rawValue) pictures need SDL_image, which cannot be loaded: \(error)")
        }
    }

    /// Refuses a path that is missing, a folder, a device or pipe, or unreadable, in words.
    private static func checkFile(_ path: String) throws(ImageLoadError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw ImageLoadError(.unreadable, "Can't read the file: \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw ImageLoadError(
                .unreadable, status.st_mode & S_IFMT == S_IFDIR ? "A folder is not a picture" : "Not a regular file")
        }
        guard access(path, R_OK) == 0 else {
            throw ImageLoadError(.unreadable, "Can't read the file: \(String(cString: strerror(errno)))")
        }
    }

    /// `bytes` in whole megabytes for messages ("300 MB").
    static func megabytes(_ bytes: Int) -> String {
        "\(max(1, (bytes + (1 << 20) - 1) >> 20)) MB"
    }
}
