import CSDL2
import Dispatch
import FoundationEssentials
import Glibc
import Kit

/// SVG rasterisations kept on disk between launches, so a launch reads the pixels its first frame needs instead of
/// parsing and rasterising every picture again.
///
/// Files live in `$KINETIC_CACHE_DIR`, else `$XDG_CACHE_HOME/kinetic`, else `~/.cache/kinetic` (folder `rasters`),
/// named by a hash of the SVG's bytes and the pixel size, so a changed file is never served stale. Writes happen
/// on a background queue; the folder is kept within a budget of bytes, the least recently read or written going first.
/// An unreadable or malformed file is ignored (and removed): the picture is rasterised as if nothing were cached.
/// The app's host turns the shared cache on; tests and benchmarks that draw offscreen leave it off, so they never
/// touch the user's folders.
final class RasterDiskCache: @unchecked Sendable {
    /// Most bytes the folder holds (about twenty full-window pictures at 1024 × 720).
    static let defaultByteBudget = 64 * 1024 * 1024
    /// The first bytes of every file, with the format version.
    static let magic: [UInt8] = Array("KRC1".utf8)
    /// magic, width, height, SDL pixel format: four 32-bit words.
    static let headerSize = 16

    static let shared = RasterDiskCache(directory: directory(in: ProcessInfo.processInfo.environment))

    /// Where rasterisations go, or nil when there is no home folder to put them in.
    static func directory(in environment: [String: String]) -> URL? {
        let base: URL
        if let override = environment["KINETIC_CACHE_DIR"], !override.isEmpty {
            base = URL(fileURLWithPath: override)
        } else if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            base = URL(fileURLWithPath: xdg).appendingPathComponent("kinetic")
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home).appendingPathComponent(".cache/kinetic")
        } else {
            return nil
        }
        return base.appendingPathComponent("rasters")
    }

    private let location: URL?
    private let locationPath: String?
    let writer = DispatchQueue(label: "kinetic.raster-disk-cache", qos: .utility)
    private let lock = ThreadLock()
    private var isEnabled = false
    /// Each SVG's content hash, by path (read once per process).
    private var hashes: [String: String] = [:]

    let byteBudget: Int
    /// Bytes the folder holds: as last counted, plus what this process wrote since; nil until first counted. Used
    /// on `writer` only.
    private var folderBytes: Int?
    /// Times the folder was listed to count its bytes (on `writer`).
    private(set) var folderListings = 0

    init(directory: URL?, enabled: Bool = false, byteBudget: Int = defaultByteBudget) {
        location = directory
        locationPath = directory?.path
        isEnabled = enabled
        self.byteBudget = byteBudget
    }

    /// Turns the cache on (the app's host does, at launch).
    func enable() {
        lock.withLock { isEnabled = true }
    }

    /// The folder in use: nil while the cache is off or there is no folder.
    var directory: URL? {
        lock.withLock { isEnabled ? location : nil }
    }

    /// `directory` as a path.
    var directoryPath: String? {
        lock.withLock { isEnabled ? locationPath : nil }
    }

    /// The cached pixels of the SVG at `path` rasterised at `width` × `height`, or nil. The caller frees the
    /// surface.
    func surface(for path: String, width: Int32, height: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let file = file(for: path, suffix: "\(width)x\(height).pixels"),
            let data = FileManager.default.contents(atPath: file.path)
        else { return nil }
        guard let surface = Self.decode(data) else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        writer.async { try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path) }
        return surface
    }

    /// Keeps a copy of the SVG at `path` rasterised for `width` × `height` (written in the background). The
    /// surface may be smaller than asked: SDL_image keeps the picture's aspect ratio.
    func store(_ surface: UnsafeMutablePointer<SDL_Surface>, for path: String, width: Int32, height: Int32) {
        guard let file = file(for: path, suffix: "\(width)x\(height).pixels"), let data = Self.encode(surface) else {
            return
        }
        writer.async { [self] in
            write(data, to: file)
            noteWritten(data.count)
        }
    }

    /// The SVG at `path` rasterised at `width` × `height`: the kept copy when there is one, else rasterised now
    /// (and kept when `keeps`). The caller frees the surface.
    func rasterize(_ path: String, width: Int32, height: Int32, keeps: Bool = true) throws
        -> UnsafeMutablePointer<SDL_Surface>
    {
        if let cached = surface(for: path, width: width, height: height) { return cached }
        let surface = try ImageLoader.loadSurface(path: path, pixelSize: (width, height))
        if keeps { store(surface, for: path, width: width, height: height) }
        return surface
    }

    /// Waits for the writes under way (before the process exits).
    func flush() {
        writer.sync {}
    }

    // MARK: Private

    private func file(for path: String, suffix: String) -> URL? {
        guard let directory, let hash = contentHash(of: path) else { return nil }
        return directory.appendingPathComponent("\(hash)-\(suffix)")
    }

    private func contentHash(of path: String) -> String? {
        if let known = lock.withLock({ hashes[path] }) { return known }
        guard let bytes = FileManager.default.contents(atPath: path) else { return nil }
        let hash = ContentHash.hex(of: bytes)
        lock.withLock { hashes[path] = hash }
        return hash
    }

    func write(_ data: Data, to file: URL) {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            // A cache that cannot be written only means the next launch rasterises again.
        }
    }

    /// Counts `bytes` just written (on `writer`). The folder is listed once, then again only when the running count
    /// goes over the budget — not after every write, which cost a listing and a look-up of every file per label
    /// drawn for the first time.
    func noteWritten(_ bytes: Int) {
        if let counted = folderBytes, counted + bytes <= byteBudget {
            folderBytes = counted + bytes
            return
        }
        folderBytes = trimToBudget()
    }

    /// Removes the least recently used files until the folder is within `byteBudget`; returns the bytes left.
    func trimToBudget() -> Int? {
        guard let directory = directoryPath,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return nil }
        folderListings += 1
        var entries = names.compactMap { name -> (path: String, bytes: Int, modified: Int)? in
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return (path, Int(info.st_size), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
        }
        var total = entries.reduce(0) { $0 + $1.bytes }
        guard total > byteBudget else { return total }
        entries.sort { $0.modified < $1.modified }
        for entry in entries where total > byteBudget {
            try? FileManager.default.removeItem(atPath: entry.path)
            total -= entry.bytes
        }
        return total
    }

    static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Data? {
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        guard let pixels = surface.pointee.pixels, width > 0, height > 0, pitch >= width * 4,
            surface.pointee.format.pointee.BytesPerPixel == 4
        else { return nil }
        var data = Data(magic)
        for word in [UInt32(width), UInt32(height), surface.pointee.format.pointee.format] {
            withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) }
        }
        let rows = pixels.assumingMemoryBound(to: UInt8.self)
        for row in 0..<height { data.append(rows + row * pitch, count: width * 4) }
        return data
    }

    /// The surface a file holds, or nil when it is not one this version wrote whole.
    static func decode(_ data: Data) -> UnsafeMutablePointer<SDL_Surface>? {
        guard data.count > headerSize, Array(data.prefix(4)) == magic else { return nil }
        func word(_ index: Int) -> UInt32 {
            data.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)) }
        }
        guard let width = Int32(exactly: word(1)), let height = Int32(exactly: word(2)), width > 0, height > 0
        else { return nil }
        let rowBytes = Int(width) * 4
        guard data.count == headerSize + rowBytes * Int(height),
            let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, word(3))
        else { return nil }
        let pitch = Int(surface.pointee.pitch)
        let rows = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        data.withUnsafeBytes { bytes in
            for row in 0..<Int(height) {
                (rows + row * pitch).update(
                    from: bytes.baseAddress!.advanced(by: headerSize + row * rowBytes)
                        .assumingMemoryBound(to: UInt8.self), count: rowBytes)
            }
        }
        return surface
    }
}

/// A file's identity for the cache: the FNV-1a 64 hash of its bytes and their count, as text.
enum ContentHash {
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    static func hex(of bytes: Data) -> String {
        var hash = offsetBasis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits + "-\(bytes.count)"
    }
}
