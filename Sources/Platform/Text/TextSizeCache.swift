import FoundationEssentials

/// Text sizes measured in earlier launches, kept in one file beside the raster cache (`text-sizes`), so laying out
/// the first frame's labels needs neither SDL_ttf nor its fonts: a launch reads the file once and finds its labels'
/// sizes there.
///
/// Entries are valid for the font files and the SDL_ttf version named in the file's first line: a file for other
/// fonts is ignored and rewritten; the version is checked once SDL_ttf is loaded (`confirm`), and sizes from
/// another version are dropped with the label pixels kept for them (`TextPixelCache`). At most `capacity` entries
/// are kept, the most recently used.
/// The file is read at the first measurement and written when the app quits (`save()`), if anything changed.
@MainActor
final class TextSizeCache {
    /// Most sizes kept (a few hundred labels and the words wrapped text is measured in, several times over).
    static let capacity = 4096
    static let fileName = "text-sizes"
    /// The first word of the file, with its format version.
    static let header = "kinetic-text-sizes-2"

    struct Key: Hashable {
        let text: String
        let weight: Int
        let pixelSize: Int32
        /// The width SDL_ttf wraps the text to, in pixels; 0 for one line.
        var wrapPixels: Int32 = 0
    }

    struct Measured: Equatable {
        let width: Int32
        let height: Int32
    }

    private let file: URL?
    private let fontIdentity: String
    /// The SDL_ttf version the sizes were measured with ("unknown" until SDL_ttf is loaded or the file is read).
    private(set) var libraryVersion = "unknown"
    /// Each size with the number of its last use (uses are counted from 1 in the order they happen).
    private var entries: [Key: (measured: Measured, lastUse: Int)] = [:]
    private var uses = 0
    private var isLoaded = false
    private var hasChanges = false

    /// A cache kept in `directory` (nil: in memory only) for the font files `fontIdentity` names.
    init(directory: URL?, fontIdentity: String) {
        file = directory?.appendingPathComponent(Self.fileName)
        self.fontIdentity = fontIdentity
    }

    func size(for key: Key) -> Measured? {
        loadIfNeeded()
        guard let entry = entries[key] else { return nil }
        uses += 1
        entries[key] = (entry.measured, uses)
        return entry.measured
    }

    func insert(_ measured: Measured, for key: Key) {
        loadIfNeeded()
        uses += 1
        entries[key] = (measured, uses)
        hasChanges = true
        if entries.count > Self.capacity * 5 / 4 { trimToCapacity() }
    }

    var count: Int {
        loadIfNeeded()
        return entries.count
    }

    /// Records the SDL_ttf version now loaded; returns false (and forgets every size) when the sizes were measured
    /// with another.
    func confirm(libraryVersion current: String) -> Bool {
        loadIfNeeded()
        defer { libraryVersion = current }
        guard libraryVersion != current, libraryVersion != "unknown" || !entries.isEmpty else { return true }
        entries = [:]
        hasChanges = true
        return false
    }

    /// Writes the file if sizes were added since it was read.
    func save() {
        guard hasChanges, let file else { return }
        trimToCapacity()
        var data = Data("\(Self.header) \(fontIdentity) \(libraryVersion)\n".utf8)
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            let measured = entry.measured
            let text = Data(key.text.utf8)
            data.append(
                contentsOf:
                    "\(key.weight) \(key.pixelSize) \(key.wrapPixels) \(measured.width) \(measured.height) \(text.count)\n"
                    .utf8)
            data.append(text)
            data.append(UInt8(ascii: "\n"))
        }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
        hasChanges = false
    }

    /// Drops the least recently used sizes beyond `capacity`.
    private func trimToCapacity() {
        guard entries.count > Self.capacity else { return }
        let byUse = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, _) in byUse.prefix(entries.count - Self.capacity) { entries[key] = nil }
    }

    private func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        guard let file, let data = FileManager.default.contents(atPath: file.path) else { return }
        guard let parsed = Self.parse(data, fontIdentity: fontIdentity) else { return }
        libraryVersion = parsed.libraryVersion
        // The file lists sizes from least to most recently used: read in that order, their uses count up likewise.
        for (key, measured) in parsed.entries {
            uses += 1
            entries[key] = (measured, uses)
        }
    }

    /// The SDL_ttf version and the entries of a file written for `fontIdentity`, in the file's order; nil for a
    /// file of another identity or format, and no entries past the first malformed line (a file cut short by a
    /// crash keeps what came before).
    static func parse(_ data: Data, fontIdentity: String) -> (libraryVersion: String, entries: [(Key, Measured)])? {
        let bytes = [UInt8](data)
        var index = 0
        func line() -> String? {
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            defer { index = end + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        guard let first = line()?.split(separator: " "), first.count == 3, first[0] == header,
            first[1] == fontIdentity
        else { return nil }
        var entries: [(Key, Measured)] = []
        while let fields = line()?.split(separator: " "), fields.count == 6,
            let weight = Int(fields[0]), let pixelSize = Int32(fields[1]), let wrapPixels = Int32(fields[2]),
            let width = Int32(fields[3]), let height = Int32(fields[4]), let count = Int(fields[5]), count >= 0,
            index + count < bytes.count, bytes[index + count] == UInt8(ascii: "\n")
        {
            let key = Key(
                text: String(decoding: bytes[index..<(index + count)], as: UTF8.self), weight: weight,
                pixelSize: pixelSize, wrapPixels: wrapPixels)
            index += count + 1
            entries.append((key, Measured(width: width, height: height)))
        }
        return (String(first[2]), entries)
    }
}
