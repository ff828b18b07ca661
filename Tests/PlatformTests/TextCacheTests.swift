import CSDL2
import Foundation
import Kit
import Testing

@testable import Platform

/// The text a launch draws without SDL_ttf: sizes and renderings kept between launches, for the fonts and the
/// SDL_ttf version that made them, and nothing served for other text or other fonts.
@Suite("Text caches", .serialized)
@MainActor
struct TextCacheTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "text-cache-tests-\(UUID().uuidString)")

    private func key(_ text: String, _ pixelSize: Int32 = 15) -> TextSizeCache.Key {
        TextSizeCache.Key(text: text, weight: 0, pixelSize: pixelSize)
    }

    @Test("sizes saved at quit come back in the next launch, for the same fonts only")
    func sizesComeBackForTheSameFonts() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = TextSizeCache(directory: folder, fontIdentity: "fonts-a")
        #expect(first.confirm(libraryVersion: "2.20.1"))
        first.insert(.init(width: 64, height: 17), for: key("Breakout"))
        first.insert(.init(width: 90, height: 17), for: key("two\nlines and a space "))
        first.save()
        let next = TextSizeCache(directory: folder, fontIdentity: "fonts-a")
        #expect(next.size(for: key("Breakout")) == .init(width: 64, height: 17))
        #expect(next.size(for: key("two\nlines and a space ")) == .init(width: 90, height: 17))
        #expect(next.size(for: key("Breakout", 16)) == nil)
        #expect(next.libraryVersion == "2.20.1")
        #expect(TextSizeCache(directory: folder, fontIdentity: "fonts-b").size(for: key("Breakout")) == nil)
    }

    @Test("sizes measured by another SDL_ttf version are dropped once the loaded one is known")
    func anotherLibraryVersionDropsTheSizes() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = TextSizeCache(directory: folder, fontIdentity: "fonts")
        _ = first.confirm(libraryVersion: "2.20.1")
        first.insert(.init(width: 64, height: 17), for: key("Breakout"))
        first.save()
        let next = TextSizeCache(directory: folder, fontIdentity: "fonts")
        #expect(next.size(for: key("Breakout")) != nil)
        #expect(!next.confirm(libraryVersion: "2.22.0"))
        #expect(next.size(for: key("Breakout")) == nil)
    }

    @Test("a file cut short keeps the sizes before the cut; one of another format is ignored")
    func damagedFiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = TextSizeCache(directory: folder, fontIdentity: "fonts")
        _ = cache.confirm(libraryVersion: "1")
        cache.insert(.init(width: 10, height: 17), for: key("first"))
        cache.insert(.init(width: 20, height: 17), for: key("second"))
        cache.save()
        let file = folder.appendingPathComponent(TextSizeCache.fileName)
        let data = try Data(contentsOf: file)
        try data.dropLast(4).write(to: file)
        let cut = TextSizeCache(directory: folder, fontIdentity: "fonts")
        #expect(cut.size(for: key("first")) == .init(width: 10, height: 17))
        #expect(cut.size(for: key("second")) == nil)
        try Data("something else entirely\n0 15 1 1 1\nx\n".utf8).write(to: file)
        #expect(TextSizeCache(directory: folder, fontIdentity: "fonts").size(for: key("x")) == nil)
    }

    @Test("past its capacity the cache keeps the most recently used sizes")
    func capacityKeepsTheRecentlyUsed() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = TextSizeCache(directory: folder, fontIdentity: "fonts")
        _ = cache.confirm(libraryVersion: "1")
        cache.insert(.init(width: 1, height: 1), for: key("kept"))
        for index in 0..<TextSizeCache.capacity {
            cache.insert(.init(width: 2, height: 2), for: key("filler \(index)"))
        }
        _ = cache.size(for: key("kept"))  // used again: now among the most recent
        cache.insert(.init(width: 3, height: 3), for: key("newest"))
        cache.save()
        let next = TextSizeCache(directory: folder, fontIdentity: "fonts")
        #expect(next.count == TextSizeCache.capacity)
        #expect(next.size(for: key("kept")) != nil)
        #expect(next.size(for: key("newest")) != nil)
        #expect(next.size(for: key("filler 0")) == nil)
    }

    @Test("rendered text comes back pixel for pixel under its key only, and can be removed all at once")
    func renderedTextRoundTrip() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = RasterDiskCache(directory: folder, enabled: true)
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 7, 3, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for index in 0..<(Int(surface.pointee.pitch) / 4 * 3) { pixels[index] = UInt32(index) &* 0x0101_0101 }
        cache.storeText(surface, forKey: "fonts|0|15|0|0|Score 12")
        cache.flush()
        let cached = try #require(cache.textSurface(forKey: "fonts|0|15|0|0|Score 12"))
        defer { SDL_FreeSurface(cached) }
        #expect(RasterDiskCache.encode(cached) == RasterDiskCache.encode(surface))
        #expect(cache.textSurface(forKey: "fonts|0|15|0|0|Score 13") == nil)
        cache.removeAllText()
        cache.flush()
        #expect(cache.textSurface(forKey: "fonts|0|15|0|0|Score 12") == nil)
    }

    @Test("a text file whose stored key is another (a hash collision) is not served, and is removed")
    func collidingFileIsNotServed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = RasterDiskCache(directory: folder, enabled: true)
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 2, 2, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        cache.storeText(surface, forKey: "the key")
        cache.flush()
        let name = try #require(
            FileManager.default.contentsOfDirectory(atPath: folder.path).first {
                $0.hasPrefix(RasterDiskCache.textFilePrefix)
            })
        let file = folder.appendingPathComponent(name)
        var data = try Data(contentsOf: file)
        data[MemoryLayout<UInt32>.size] = UInt8(ascii: "T")  // "The key": same length, another key
        try data.write(to: file)
        #expect(cache.textSurface(forKey: "the key") == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("a label drawn from the kept renderings is the label SDL_ttf draws")
    func keptRenderingMatchesAFreshOne() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        func render() throws -> [Color] {
            let cache = RasterDiskCache(directory: folder, enabled: true)
            let target = try OffscreenTarget(size: Size(width: 160, height: 40), fonts: FontLibrary(diskCache: cache))
            target.draw(background: .black) { canvas in
                canvas.draw(
                    "Score 12 · Lives 3", in: Rect(x: 0, y: 0, width: 160, height: 40),
                    style: TextStyle(size: 15, color: .white))
            }
            cache.flush()
            return (0..<40).flatMap { y in (0..<160).map { x in target.pixel(x: x, y: y) } }
        }
        let fresh = try render()
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(kept.contains { $0.hasPrefix(RasterDiskCache.textFilePrefix) })
        #expect(try render() == fresh)
        #expect(fresh.contains { $0 != fresh[0] }, "the label drew nothing")
    }
}
