import Kit

/// What a picture file says about itself before any pixel is decoded: its format and size.
///
/// Sniffed from the content, not the file name, and only for formats whose size sits in a header we can read
/// (anything else is refused rather than handed to a decoder that might allocate whatever the file claims).
struct ImageHeader: Hashable, Sendable {
    enum Format: String, Hashable, Sendable, CaseIterable {
        case png = "PNG", jpeg = "JPEG", gif = "GIF", bmp = "BMP", webp = "WebP", svg = "SVG"

        /// The type name SDL_image's typed loader takes, so only the sniffed format's decoder runs.
        var decoderType: String {
            switch self {
            case .png: "PNG"
            case .jpeg: "JPG"
            case .gif: "GIF"
            case .bmp: "BMP"
            case .webp: "WEBP"
            case .svg: "SVG"
            }
        }
    }

    let format: Format
    /// Pixels for a bitmap. For an SVG, its declared size in CSS pixels rounded up (0 when it declares none):
    /// only its proportions matter, since it is rasterised at the size it is shown.
    let width: Int
    let height: Int

    var isVector: Bool { format == .svg }

    /// The format and size of `source`'s content.
    ///
    /// - Throws: `ImageLoadError` `.unsupportedFormat` for content of no known format, `.corrupt` for a known
    ///   format whose header is cut short or nonsensical.
    static func read(from source: any ByteSource) throws(ImageLoadError) -> ImageHeader {
        if source.matches(pngSignature, at: 0) { return try readPNG(source) }
        if source.matches([0xFF, 0xD8, 0xFF], at: 0) { return try readJPEG(source) }
        if source.matches(Array("GIF87a".utf8), at: 0) || source.matches(Array("GIF89a".utf8), at: 0) {
            return try readGIF(source)
        }
        if source.matches(Array("BM".utf8), at: 0) { return try readBMP(source) }
        if source.matches(Array("RIFF".utf8), at: 0), source.matches(Array("WEBP".utf8), at: 8) {
            return try readWebP(source)
        }
        if looksLikeSVG(source) { return try readSVG(source) }
        throw ImageLoadError(.unsupportedFormat, "Not a PNG, JPEG, GIF, BMP, WebP or SVG picture")
    }

    /// Refuses a bitmap whose pixels are past `ImageLimits` (an SVG has no pixels of its own).
    func checkLimits() throws(ImageLoadError) {
        guard !isVector else { return }
        guard width <= ImageLimits.maximumSide, height <= ImageLimits.maximumSide else {
            throw ImageLoadError(
                .tooLarge, "\(width) × \(height) px is past the \(ImageLimits.maximumSide) px limit for a side")
        }
        guard width * height <= ImageLimits.maximumPixelCount else {
            throw ImageLoadError(
                .tooLarge,
                "\(width) × \(height) px is past the \(ImageLimits.maximumPixelCount / 1_000_000)-megapixel limit")
        }
    }

    /// A bitmap header with a positive size, or `.corrupt`.
    static func bitmap(_ format: Format, width: Int?, height: Int?) throws(ImageLoadError) -> ImageHeader {
        guard let width, let height, width > 0, height > 0 else {
            throw ImageLoadError(.corrupt, "The \(format.rawValue) header is damaged or cut short")
        }
        return ImageHeader(format: format, width: width, height: height)
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
