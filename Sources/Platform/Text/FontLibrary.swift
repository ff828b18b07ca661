import FoundationEssentials
import Kit
import StandardStreams

#if canImport(Glibc)
    import Glibc
#endif

/// DejaVu Sans, opened per pixel size and weight on first use, the least recently used closed past a budget (a
/// window scale that changes, or text sizes that animate, would otherwise open a face per size forever); and the
/// text caches that let a launch measure and draw its labels without opening any (`TextSizeCache`, the text files
/// of `RasterDiskCache`). SDL_ttf itself is loaded only when a face is first needed (`TrueTypeLibrary`).
@MainActor
final class FontLibrary {
    /// What one open face holds (FreeType's face and size objects, SDL_ttf's glyph cache), in bytes: an estimate,
    /// since neither library reports it.
    static let estimatedBytesPerFace = 256 * 1024
    /// Most bytes of open faces: 24 sizes and weights.
    static let byteBudget = 24 * estimatedBytesPerFace
    /// Where Debian's fonts-dejavu-core puts the faces; fontconfig is asked when they are elsewhere.
    static let knownPaths: [TextStyle.Weight: String] = [
        .regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        .bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ]
    static let fontconfigPatterns: [TextStyle.Weight: String] = [.regular: "DejaVu Sans", .bold: "DejaVu Sans:bold"]

    private let paths: [TextStyle.Weight: String]
    private var fonts = ByteBudgetCache<FontKey, OpaquePointer>(byteBudget: FontLibrary.byteBudget)
    /// SDL_ttf, once a face has been needed (nil before, and when it cannot be loaded).
    private(set) var library: TrueTypeLibrary?
    private var hasTriedLibrary = false
    /// The font files as the text caches know them: path, size, modification time and inode of each.
    let identity: String
    /// Text sizes measured in this launch and earlier ones (kept on disk when `diskCache` is on).
    let sizes: TextSizeCache
    /// Where rendered text is kept between launches (the app's raster cache; off in tests).
    let diskCache: RasterDiskCache?
    /// Called when SDL_ttf turns out to be another version than the kept text was rendered with: drop what was
    /// drawn from it.
    var onKeptTextInvalidated: (@MainActor () -> Void)?

    private struct FontKey: Hashable {
        let weight: TextStyle.Weight
        let pixelSize: Int32
    }

    /// Finds the faces; keeps text in `diskCache` when given (the app's), in memory only otherwise.
    init(diskCache: RasterDiskCache? = nil) throws {
        var paths: [TextStyle.Weight: String] = [:]
        for weight in [TextStyle.Weight.regular, .bold] {
            paths[weight] = try Self.locate(weight)
        }
        self.paths = paths
        identity = Self.identity(of: [paths[.regular]!, paths[.bold]!])
        self.diskCache = diskCache
        sizes = TextSizeCache(directory: diskCache?.directory, fontIdentity: identity)
    }

    /// The font for a weight at a size in device pixels (loading SDL_ttf the first time).
    func font(_ weight: TextStyle.Weight, pixelSize: Int32) -> OpaquePointer? {
        let key = FontKey(weight: weight, pixelSize: max(pixelSize, 1))
        if let font = fonts.value(for: key) { return font }
        guard let library = loadedLibrary(), let path = paths[weight], let font = library.openFont(path, key.pixelSize)
        else { return nil }
        for evicted in fonts.insert(font, bytes: Self.estimatedBytesPerFace, for: key) { library.closeFont(evicted) }
        return font
    }

    /// SDL_ttf, loaded and started on first use; checks that the kept text was rendered by this version.
    func loadedLibrary() -> TrueTypeLibrary? {
        if hasTriedLibrary { return library }
        hasTriedLibrary = true
        library = TrueTypeLibrary.ready()
        guard let library else {
            let reason =
                (try? TrueTypeLibrary.shared.get()).map { _ in "TTF_Init failed" } ?? "\(TrueTypeLibrary.shared)"
            StandardError.write(
                ("kinetic: text cannot be drawn: SDL_ttf is unavailable (\(reason)); install "
                    + "\(TrueTypeLibrary.packageName)\n"))
            return nil
        }
        if !sizes.confirm(libraryVersion: library.versionText) {
            diskCache?.removeAllText()
            onKeptTextInvalidated?()
        }
        return library
    }

    /// The key rendered text is kept under on disk.
    func diskKey(text: String, weight: TextStyle.Weight, pixelSize: Int32, wrapWidth: Int32, alignment: Int32)
        -> String
    {
        "\(identity)|\(weight == .bold ? 1 : 0)|\(pixelSize)|\(wrapWidth)|\(alignment)|\(text)"
    }

    func closeAll() {
        for font in fonts.removeAll() { library?.closeFont(font) }
        sizes.save()
    }

    private static func locate(_ weight: TextStyle.Weight) throws -> String {
        if let known = knownPaths[weight], FileManager.default.isReadableFile(atPath: known) { return known }
        let pattern = fontconfigPatterns[weight] ?? "DejaVu Sans"
        if let found = fontconfigMatch(pattern), FileManager.default.isReadableFile(atPath: found) { return found }
        throw PlatformError.missingFont(pattern: pattern)
    }

    /// Each file's path, size, modification time and inode: a replaced or updated font is a new identity.
    private static func identity(of paths: [String]) -> String {
        let parts = paths.map { path -> String in
            var status = stat()
            guard stat(path, &status) == 0 else { return path }
            return "\(path):\(status.st_size):\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec):\(status.st_ino)"
        }
        return ContentHash.hex(of: Data(parts.joined(separator: ",").utf8))
    }

    private static func fontconfigMatch(_ pattern: String) -> String? {
        guard let data = ChildProcess.output(of: ["/usr/bin/fc-match", "-f", "%{file}", pattern]) else { return nil }
        return String(data: data, encoding: .utf8).flatMap { $0.isEmpty ? nil : $0 }
    }
}
