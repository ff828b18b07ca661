import Testing

@testable import Platform

/// The accounting every texture and font cache keeps: bytes in, bytes out, least recently used first.
@Suite("Byte budget cache")
struct ByteBudgetCacheTests {
    @Test("bytes add up as entries go in and come out")
    func bytesAddUp() {
        var cache = ByteBudgetCache<String, Int>(byteBudget: 100)
        #expect(cache.insert(1, bytes: 30, for: "a").isEmpty)
        #expect(cache.insert(2, bytes: 50, for: "b").isEmpty)
        #expect(cache.totalBytes == 80)
        #expect(cache.removeValue(for: "a") == 1)
        #expect(cache.totalBytes == 50)
        #expect(cache.removeAll().sorted() == [2])
        #expect(cache.totalBytes == 0)
        #expect(cache.isEmpty)
    }

    @Test("past the budget the least recently used go first, and only as many as needed")
    func evictsLeastRecentlyUsed() {
        var cache = ByteBudgetCache<String, String>(byteBudget: 100)
        for key in ["a", "b", "c", "d"] { _ = cache.insert(key, bytes: 25, for: key) }
        #expect(cache.value(for: "a") == "a")  // a is now the most recently used
        #expect(cache.insert("e", bytes: 40, for: "e") == ["b", "c"])
        #expect(cache.keysByRecency == ["d", "a", "e"])
        #expect(cache.totalBytes == 90)
    }

    @Test("peeking does not change the eviction order")
    func peekKeepsOrder() {
        var cache = ByteBudgetCache<String, Int>(byteBudget: 20)
        _ = cache.insert(1, bytes: 10, for: "old")
        _ = cache.insert(2, bytes: 10, for: "new")
        #expect(cache.peek("old") == 1)
        #expect(cache.insert(3, bytes: 10, for: "newest") == [1])
    }

    @Test("replacing a key hands back its old value and counts only the new bytes")
    func replacingReturnsOldValue() {
        var cache = ByteBudgetCache<String, Int>(byteBudget: 100)
        _ = cache.insert(1, bytes: 60, for: "a")
        #expect(cache.insert(2, bytes: 30, for: "a") == [1])
        #expect(cache.totalBytes == 30)
        #expect(cache.count == 1)
    }

    @Test("an entry larger than the budget is kept alone until the next insertion")
    func oversizedEntryStaysUntilNext() {
        var cache = ByteBudgetCache<String, Int>(byteBudget: 100)
        _ = cache.insert(1, bytes: 40, for: "small")
        #expect(cache.insert(2, bytes: 150, for: "huge") == [1])
        #expect(cache.keysByRecency == ["huge"])
        #expect(cache.insert(3, bytes: 10, for: "next") == [2])
        #expect(cache.totalBytes == 10)
    }

    @Test("a window resized twenty times keeps at most the budget of full-window pictures")
    func resizesStayWithinBudget() {
        let budget = TextureCache.byteBudget(forFramePixels: 1104 * 828)
        var cache = ByteBudgetCache<String, Int>(byteBudget: budget)
        var freed = 0
        for step in 0..<20 {
            let width = 800 + 16 * step
            let height = 600 + 12 * step
            freed += cache.insert(step, bytes: width * height * 4, for: "crossfade@\(width)x\(height)").count
        }
        #expect(cache.totalBytes <= budget)
        #expect(freed == 20 - cache.count)
        #expect(cache.keysByRecency.last == "crossfade@1104x828")
    }

    @Test("layer textures round up to a coarse grid, so a growing layer reuses a few sizes")
    func layerGrid() {
        #expect(LayerTexturePool.gridSide(1) == 64)
        #expect(LayerTexturePool.gridSide(64) == 64)
        #expect(LayerTexturePool.gridSide(65) == 128)
        #expect(LayerTexturePool.gridSide(300) == 320)
        #expect(LayerTexturePool.gridSide(700) == 768)
        #expect(LayerTexturePool.gridSide(4000) == 4096)
        #expect(LayerTexturePool.gridSide(9000) == 4096)
        let sides = Set((300...600).map(LayerTexturePool.gridSide))
        #expect(sides.count == 5)
    }

    @Test("entries not used for the given number of frames are taken out; used ones stay")
    func unusedEntriesAgeOut() {
        var cache = ByteBudgetCache<String, Int>(byteBudget: 100)
        _ = cache.insert(1, bytes: 10, for: "hidden tab")
        _ = cache.insert(2, bytes: 10, for: "on screen")
        for _ in 0..<3 {
            cache.advanceGeneration()
            _ = cache.value(for: "on screen")
        }
        #expect(cache.removeValues(unusedForGenerations: 3).isEmpty)
        cache.advanceGeneration()
        _ = cache.value(for: "on screen")
        #expect(cache.removeValues(unusedForGenerations: 3) == [1])
        #expect(cache.totalBytes == 10)
    }

    @Test("a picture whose size changes is rasterised a little larger, on a grid of sixteenths")
    func changingSizesShareRasterisations() {
        let asked = TextureCache.PixelSize(width: 301, height: 402)
        let size = TextureCache.changingSize(asked)
        #expect(size == TextureCache.PixelSize(width: 320, height: 416))
        let grown = (300...340).map { TextureCache.changingSize(TextureCache.PixelSize(width: $0, height: $0)) }
        #expect(
            Set(grown) == [
                TextureCache.PixelSize(width: 320, height: 320), TextureCache.PixelSize(width: 352, height: 352),
            ])
    }

    @Test("a smaller budget drops the least recently used until the rest fits")
    func shrinkingBudgetEvicts() {
        var cache = ByteBudgetCache<String, Int>(byteBudget: 100)
        for (value, key) in ["a", "b", "c"].enumerated() { _ = cache.insert(value, bytes: 30, for: key) }
        _ = cache.value(for: "a")
        #expect(cache.setByteBudget(60) == [1])
        #expect(cache.keysByRecency == ["c", "a"])
    }

    @Test("the image budget is three frames' worth of pixels, never under the minimum")
    func imageBudgetFollowsTheWindow() {
        #expect(TextureCache.byteBudget(forFramePixels: 640 * 480) == TextureCache.minimumByteBudget)
        #expect(TextureCache.byteBudget(forFramePixels: 2048 * 1440) == 2048 * 1440 * 4 * 3)
    }
}
