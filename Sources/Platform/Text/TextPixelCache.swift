import CSDL2
import FoundationEssentials

/// Rendered text kept on disk between launches, beside the SVG rasterisations and within the same byte budget
/// (`RasterDiskCache`): a launch draws its first frame's labels from these files instead of loading SDL_ttf and
/// rendering them again.
///
/// A file is named by a hash of its key (the text, its weight, pixel size, wrap width and alignment, and the font
/// files' identity) and holds the key itself, checked on reading, then the pixels. Files are kept for the SDL_ttf
/// version the text sizes record (`TextSizeCache`); once SDL_ttf is loaded and turns out to be another version, the
/// font library removes them all (`removeAll`).
extension RasterDiskCache {
    /// The rendered text kept under `key`, or nil. The caller frees the surface.
    func textSurface(forKey key: String) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let file = textFile(forKey: key), let data = FileManager.default.contents(atPath: file) else {
            return nil
        }
        let keyBytes = Array(key.utf8)
        let prefixLength = MemoryLayout<UInt32>.size + keyBytes.count
        guard data.count > prefixLength,
            data.withUnsafeBytes({ UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) }) == keyBytes.count,
            data[MemoryLayout<UInt32>.size..<prefixLength].elementsEqual(keyBytes),
            let surface = Self.decode(Data(data.dropFirst(prefixLength)))
        else {
            try? FileManager.default.removeItem(atPath: file)
            return nil
        }
        writer.async { try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file) }
        return surface
    }

    /// Keeps `surface` under `key` (written in the background).
    func storeText(_ surface: UnsafeMutablePointer<SDL_Surface>, forKey key: String) {
        guard let file = textFile(forKey: key), let pixels = Self.encode(surface) else { return }
        let keyBytes = Data(key.utf8)
        var entry = Data()
        withUnsafeBytes(of: UInt32(keyBytes.count).littleEndian) { entry.append(contentsOf: $0) }
        entry.append(keyBytes)
        entry.append(pixels)
        let data = entry
        writer.async { [self] in
            write(data, to: URL(fileURLWithPath: file))
            noteWritten(data.count)
        }
    }

    /// Removes every kept text rendering (SDL_ttf turned out to be another version than rendered them).
    func removeAllText() {
        guard let directory else { return }
        writer.async {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in files where name.hasPrefix(Self.textFilePrefix) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }

    static let textFilePrefix = "text-"

    /// The file's path: a string, built without URL parsing (a launch looks up every label it draws).
    private func textFile(forKey key: String) -> String? {
        guard let folder = directoryPath else { return nil }
        var hash = ContentHash.offsetBasis
        var count = 0
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* ContentHash.prime
            count += 1
        }
        let digits = String(hash, radix: 16)
        return folder + "/" + Self.textFilePrefix + String(repeating: "0", count: 16 - digits.count) + digits
            + "-\(count).pixels"
    }
}
