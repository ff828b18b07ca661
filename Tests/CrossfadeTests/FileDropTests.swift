import KitTestSupport
import Testing

@testable import Crossfade
@testable import Kit

@MainActor
@Suite("Dropping your own images")
struct FileDropTests {
    private struct Unreadable: Error, CustomStringConvertible {
        var description: String { "not an image" }
    }

    private let tower = Image(path: "/art/tower.svg", naturalSize: Size(width: 1200, height: 800))
    private let monogram = Image(path: "/art/monogram.svg", naturalSize: Size(width: 1200, height: 800))

    private func makeScene(
        clock: TestClock = TestClock(), lines: @escaping @MainActor (String) -> Void = { _ in }
    ) -> (Window, CrossfadeScene) {
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let scene = CrossfadeScene(
            first: tower, second: monogram, tabIcon: nil, events: EventLog(clock: { 0 }, sink: lines))
        scene.loadImage = { path in
            guard path.hasSuffix(".png") else { throw Unreadable() }
            return Image(path: path, naturalSize: Size(width: 640, height: 480))
        }
        window.setRootScene(scene)
        return (window, scene)
    }

    @Test("A dropped picture replaces the image on screen and is reported for remembering")
    func dropReplacesShownImage() {
        var remembered: [Image] = []
        let (_, scene) = makeScene()
        scene.onImagesChanged = { remembered = $0 }
        #expect(scene.handleFileDrop("/home/me/cat.png"))
        #expect(scene.button.image?.path == "/home/me/cat.png")
        #expect(remembered.map(\.path) == ["/home/me/cat.png", "/art/monogram.svg"])
    }

    @Test("An unreadable file keeps the old image and explains in a banner")
    func unreadableFileKeepsOldImage() {
        var lines: [String] = []
        let (window, scene) = makeScene { lines.append($0) }
        #expect(scene.handleFileDrop("/home/me/notes.txt"))
        #expect(scene.button.image == tower)
        #expect(window.rootView.view(withIdentifier: "notification.banner") != nil)
        #expect(lines.last?.contains("crossfade.image.rejected") == true)
    }

    @Test("The crossfade alternates with the dropped picture in its slot")
    func dropThenCrossfade() {
        let clock = TestClock()
        let (window, scene) = makeScene(clock: clock)
        clock.tick(window, at: 0)
        _ = scene.handleFileDrop("/home/me/cat.png")
        scene.crossfade()
        clock.tick(window, at: 1)
        clock.tick(window, at: 2.1)
        scene.crossfade()
        clock.tick(window, at: 3.2)
        #expect(scene.button.image?.path == "/home/me/cat.png")
    }
}
