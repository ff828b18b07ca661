/// How large a picture may be before Kinetic refuses it, checked from the file's size and header before any pixel
/// is decoded, so a huge or lying file costs a few reads instead of gigabytes and seconds.
enum ImageLimits {
    /// Pixels a bitmap may decode to: 40 megapixels (a 160 MB RGBA surface; a 7,300 × 5,500 photo fits).
    static let maximumPixelCount = 40_000_000
    /// Pixels along either side of a bitmap: 16,384, the largest texture most GPUs accept.
    public static let maximumSide = 16_384
    /// Bytes a bitmap file may hold: 128 MiB (a 40-megapixel PNG of noise is about 120 MB).
    static let maximumBitmapFileBytes = 128 << 20
    /// Bytes an SVG may hold: 8 MiB. An SVG is parsed again for every size it is drawn at, so its cost grows
    /// with its text, not its declared size (it is rasterised at the size it is shown).
    static let maximumVectorFileBytes = 8 << 20
    /// Segments (JPEG markers, GIF blocks) walked while looking for the image size, so a file of endless
    /// metadata is refused quickly: real files have a few dozen.
    static let maximumHeaderSegments = 4_096
    /// Bitmaps up to this many pixels are decoded on the spot when a texture is missing; larger ones are decoded
    /// in the background while the window keeps drawing (about 10 ms of decoding).
    static let synchronousDecodePixelCount = 1_000_000
    /// Side of the square an SVG is test-rasterised into, in pixels, to prove it parses without drawing it at
    /// its declared size (also the size used if one is ever asked for without a drawn size).
    static let vectorProbeSide: Int32 = 64
}
