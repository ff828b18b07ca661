import CSDL2
import Foundation
import Testing

@testable import Platform

/// Rasterised SVGs kept between launches: where they go, that a picture comes back pixel for pixel, that a changed
/// file is not served stale, and that the folder stays within its budget.
@Suite("Raster disk cache", .serialized)
struct RasterDiskCacheTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "raster-cache-tests-\(UUID().uuidString)")

    @Test("the folder is KINETIC_CACHE_DIR, else XDG_CACHE_HOME/kinetic, else ~/.cache/kinetic")
    func folderFollowsTheEnvironment() {
        let home = ["HOME": "/home/ann"]
        #expect(RasterDiskCache.directory(in: home)?.path == "/home/ann/.cache/kinetic/rasters")
        #expect(
            RasterDiskCache.directory(in: home.merging(["XDG_CACHE_HOME": "/xdg"]) { $1 })?.path
                == "/xdg/kinetic/rasters")
        #expect(
            RasterDiskCache.directory(in: ["KINETIC_CACHE_DIR": "/tmp/k", "XDG_CACHE_HOME": "/xdg"])?.path
                == "/tmp/k/rasters")
        #expect(RasterDiskCache.directory(in: [:]) == nil)
    }

    @Test("a stored rasterisation comes back with the same pixels; a changed file misses")
    func roundTripAndStaleness() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = try writeSVG(color: "#d02020")
        let cache = RasterDiskCache(directory: folder, enabled: true)
        let surface = try ImageLoader.loadSurface(path: svg.path, pixelSize: (40, 30))
        defer { SDL_FreeSurface(surface) }
        cache.store(surface, for: svg.path, width: 40, height: 30)
        cache.flush()
        let cached = try #require(cache.surface(for: svg.path, width: 40, height: 30))
        defer { SDL_FreeSurface(cached) }
        #expect(RasterDiskCache.encode(cached) == RasterDiskCache.encode(surface))
        #expect(cache.surface(for: svg.path, width: 41, height: 30) == nil)
        _ = try writeSVG(color: "#2040d0")
        #expect(RasterDiskCache(directory: folder, enabled: true).surface(for: svg.path, width: 40, height: 30) == nil)
    }

    @Test("a cache that is off reads and writes nothing")
    func offCacheTouchesNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = try writeSVG(color: "#d02020")
        let cache = RasterDiskCache(directory: folder.appendingPathComponent("off"))
        let surface = try ImageLoader.loadSurface(path: svg.path, pixelSize: (10, 10))
        defer { SDL_FreeSurface(surface) }
        cache.store(surface, for: svg.path, width: 10, height: 10)
        cache.flush()
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("off").path))
    }

    @Test("past its budget the folder drops the least recently used rasterisations")
    func folderStaysWithinBudget() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = try writeSVG(color: "#d02020", square: true)
        let cacheFolder = folder.appendingPathComponent("cache")
        func bytes(width: Int) -> Int { RasterDiskCache.headerSize + width * width * 4 }
        // Room for the two newest (21 and 22 pixels wide), not for all three.
        let cache = RasterDiskCache(
            directory: cacheFolder, enabled: true, byteBudget: bytes(width: 21) + bytes(width: 22))
        func store(width: Int32) throws {
            let surface = try ImageLoader.loadSurface(path: svg.path, pixelSize: (width, width))
            defer { SDL_FreeSurface(surface) }
            cache.store(surface, for: svg.path, width: width, height: width)
            cache.flush()
        }
        try store(width: 20)
        try store(width: 21)
        // The first one was used long ago, the second just now.
        for (width, age) in [(20, 3600.0), (21, 0)] {
            let file = try #require(
                FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)
                    .first { $0.hasSuffix("-\(width)x\(width).pixels") })
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -age)],
                ofItemAtPath: cacheFolder.appendingPathComponent(file).path)
        }
        try store(width: 22)
        #expect(cache.surface(for: svg.path, width: 20, height: 20) == nil)
        for width: Int32 in [21, 22] {
            let kept = try #require(cache.surface(for: svg.path, width: width, height: width))
            SDL_FreeSurface(kept)
        }
    }

    @Test("writes within the budget list the folder once, not once per file written")
    func writesCountBytesWithoutListing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = try writeSVG(color: "#20d020", square: true)
        let cache = RasterDiskCache(directory: folder.appendingPathComponent("cache"), enabled: true)
        for width: Int32 in 10...19 {
            let surface = try ImageLoader.loadSurface(path: svg.path, pixelSize: (width, width))
            defer { SDL_FreeSurface(surface) }
            cache.store(surface, for: svg.path, width: width, height: width)
        }
        cache.flush()
        #expect(cache.folderListings == 1)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cache").path).count == 10
        )
    }

    private func writeSVG(color: String, square: Bool = false) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("picture.svg")
        let height = square ? 40 : 30
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="\(height)" viewBox="0 0 40 \(height)">\
            <rect width="40" height="\(height)" fill="\(color)"/><circle cx="20" cy="15" r="9" fill="#fff"/></svg>
            """
        try Data(svg.utf8).write(to: file)
        return file
    }
}
