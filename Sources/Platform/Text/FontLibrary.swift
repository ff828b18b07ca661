import CSDL2TTF
import Foundation
import Kit

/// DejaVu Sans, opened per pixel size and weight on first use, the least recently used closed past a budget (a
/// window scale that changes, or text sizes that animate, would otherwise open a face per size forever).
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

    private struct FontKey: Hashable {
        let weight: TextStyle.Weight
        let pixelSize: Int32
    }

    init() throws {
        var paths: [TextStyle.Weight: String] = [:]
        for weight in [TextStyle.Weight.regular, .bold] {
            paths[weight] = try Self.locate(weight)
        }
        self.paths = paths
    }

    /// The font for a weight at a size in device pixels.
    func font(_ weight: TextStyle.Weight, pixelSize: Int32) -> OpaquePointer? {
        let key = FontKey(weight: weight, pixelSize: max(pixelSize, 1))
        if let font = fonts.value(for: key) { return font }
        guard let path = paths[weight], let font = TTF_OpenFont(path, key.pixelSize) else { return nil }
        for evicted in fonts.insert(font, bytes: Self.estimatedBytesPerFace, for: key) { TTF_CloseFont(evicted) }
        return font
    }

    func closeAll() {
        for font in fonts.removeAll() { TTF_CloseFont(font) }
    }

    private static func locate(_ weight: TextStyle.Weight) throws -> String {
        if let known = knownPaths[weight], FileManager.default.isReadableFile(atPath: known) { return known }
        let pattern = fontconfigPatterns[weight] ?? "DejaVu Sans"
        if let found = fontconfigMatch(pattern), FileManager.default.isReadableFile(atPath: found) { return found }
        throw PlatformError.missingFont(pattern: pattern)
    }

    private static func fontconfigMatch(_ pattern: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
        process.arguments = ["-f", "%{file}", pattern]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        return String(data: data, encoding: .utf8).flatMap { $0.isEmpty ? nil : $0 }
    }
}
