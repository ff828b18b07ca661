import KitTestSupport
import Testing

@testable import Crossfade
@testable import Kit

@MainActor
@Suite("Dropping your own images")
struct FileDropTests {
    private let tower = Image(path: "/art/tower.svg", naturalSize: Size(width: 1200, height: 800))
    private let monogram = Image(path: "/art/monogram.svg", naturalSize: Size(width: 1200, height: 800))

    /// Stands in for the background loader: holds each request until the test answers it, as a slow decode would.
    @MainActor
    private final class HeldLoads {
        var requests: [(path: String, completion: @MainActor (Result<Image, ImageLoadError>) -> Void)] = []

        /// Answers the request for `path` as the real loader would: PNGs load, anything else is refused.
        func finish(_ path: String) {
            guard let index = requests.firstIndex(where: { $0.path == path }) else { return }
            let request = requests.remove(at: index)
            if path.hasSuffix(".png") {
                request.completion(.success(Image(path: path, naturalSize: Size(width: 640, height: 480))))
            } else {
                request.completion(
                    .failure(ImageLoadError(.tooLarge, "16000 × 16000 px is past the 40-megapixel limit")))
            }
        }
    }

    private func makeScene(
        clock: TestClock = TestClock(), lines: @escaping @MainActor (String) -> Void = { _ in }
    ) -> (Window, CrossfadeScene, HeldLoads) {
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let scene = CrossfadeScene(
            first: tower, second: monogram, tabIcon: nil, events: EventLog(clock: { 0 }, sink: lines))
        let loads = HeldLoads()
        scene.loadImage = { path, completion in loads.requests.append((path, completion)) }
        window.setRootScene(scene)
        return (window, scene, loads)
    }

    @Test("A dropped picture replaces the image on screen once loaded, and is reported for remembering")
    func dropReplacesShownImage() {
        var remembered: [Image] = []
        let (_, scene, loads) = makeScene()
        scene.onImagesChanged = { remembered = $0 }
        #expect(scene.handleFileDrop("/home/me/cat.png"))
        #expect(scene.button.image == tower, "the old image stays while the new one decodes")
        loads.finish("/home/me/cat.png")
        #expect(scene.button.image?.path == "/home/me/cat.png")
        #expect(remembered.map(\.path) == ["/home/me/cat.png", "/art/monogram.svg"])
    }

    @Test("A refused file keeps the old image, explains in a banner and reports the reason")
    func refusedFileKeepsOldImage() throws {
        var lines: [String] = []
        let (window, scene, loads) = makeScene { lines.append($0) }
        #expect(scene.handleFileDrop("/home/me/huge.jpg"))
        loads.finish("/home/me/huge.jpg")
        #expect(scene.button.image == tower)
        let banner = try #require(window.rootView.view(withIdentifier: "notification.banner") as? BannerView)
        #expect(banner.accessibilityLabel == "\(CrossfadeScene.rejectedImageTitle): huge.jpg")
        let rejected = try #require(lines.last { $0.contains("crossfade.image.rejected") })
        #expect(rejected.contains("\"reason\":\"too_large\""))
        #expect(
            rejected.contains("\"path\":\"\\/home\\/me\\/huge.jpg\"")
                || rejected.contains("\"path\":\"/home/me/huge.jpg\""))
    }

    @Test("Of two drops still loading, only the latest lands, whichever finishes first")
    func latestDropWins() {
        let (_, scene, loads) = makeScene()
        _ = scene.handleFileDrop("/home/me/first.png")
        _ = scene.handleFileDrop("/home/me/second.png")
        loads.finish("/home/me/second.png")
        loads.finish("/home/me/first.png")
        #expect(scene.button.image?.path == "/home/me/second.png")
    }

    @Test("Every refused file of several dropped at once is told, one banner after another; the good one lands")
    func everyRefusalIsTold() {
        var lines: [String] = []
        let (window, scene, loads) = makeScene { lines.append($0) }
        for path in ["/home/me/a.jpg", "/home/me/b.jpg", "/home/me/good.png"] { _ = scene.handleFileDrop(path) }
        for path in ["/home/me/a.jpg", "/home/me/b.jpg", "/home/me/good.png"] { loads.finish(path) }
        #expect(lines.filter { $0.contains("crossfade.image.rejected") }.count == 2)
        #expect(scene.button.image?.path == "/home/me/good.png")
        let shown = window.rootView.subviews.compactMap { $0 as? BannerView }
        #expect(shown.map(\.accessibilityLabel) == ["\(CrossfadeScene.rejectedImageTitle): a.jpg"])
        #expect(window.banners.waitingCount == 1, "the second refusal waits its turn")
    }

    @Test("The window keeps animating while a dropped picture loads")
    func crossfadeRunsDuringLoad() {
        let clock = TestClock()
        let (window, scene, loads) = makeScene(clock: clock)
        clock.tick(window, at: 0)
        _ = scene.handleFileDrop("/home/me/cat.png")
        scene.crossfade()
        clock.tick(window, at: 0.5)
        #expect(scene.button.presentedAlpha < 1)
        clock.tick(window, at: 1)
        clock.tick(window, at: 2.1)
        #expect(scene.button.image == monogram && !scene.isCrossfading)
        loads.finish("/home/me/cat.png")
        #expect(scene.button.image?.path == "/home/me/cat.png", "lands in the slot shown when it arrives")
    }

    @Test("The crossfade alternates with the dropped picture in its slot")
    func dropThenCrossfade() {
        let clock = TestClock()
        let (window, scene, loads) = makeScene(clock: clock)
        clock.tick(window, at: 0)
        _ = scene.handleFileDrop("/home/me/cat.png")
        loads.finish("/home/me/cat.png")
        scene.crossfade()
        clock.tick(window, at: 1)
        clock.tick(window, at: 2.1)
        scene.crossfade()
        clock.tick(window, at: 3.2)
        #expect(scene.button.image?.path == "/home/me/cat.png")
    }
}
