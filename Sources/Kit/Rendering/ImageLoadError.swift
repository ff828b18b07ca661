/// Why a picture the user chose (a dropped or remembered file) cannot be shown, in a form both people and the
/// automation log can use.
public struct ImageLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem; `rawValue` is what `crossfade.image.rejected` reports as its `reason`.
    public enum Reason: String, Hashable, Sendable {
        /// The file cannot be opened or read (missing, a folder, no permission).
        case unreadable
        /// Not a format Kinetic reads (PNG, JPEG, GIF, BMP, WebP, SVG).
        case unsupportedFormat = "unsupported_format"
        /// The file or its pixels are past the loader's named limits.
        case tooLarge = "too_large"
        /// The header was read, but the pixels could not be decoded (truncated or corrupt).
        case corrupt
    }

    public let reason: Reason
    /// One sentence for the user that says what is wrong and, where it helps, what would work.
    public let message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { message }
}
