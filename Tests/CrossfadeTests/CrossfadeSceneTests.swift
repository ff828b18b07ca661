import KitTestSupport
import Testing

@testable import Crossfade
@testable import Kit

@MainActor
@Suite("Crossfade scene")
struct CrossfadeSceneTests {
    private let tower = Image(path: "/art/tower-dusk.svg", naturalSize: Size(width: 1200, height: 800))
    private let monogram = Image(path: "/art/monogram.svg", naturalSize: Size(width: 1200, height: 800))

    /// A window showing the scene on a fake clock, with a way to click the image.
    @MainActor
    private final class Fixture {
        let clock = TestClock()
        let window: Window
        let scene: CrossfadeScene

        @MainActor
        init(first: Image, second: Image) {
            window = Window(size: Size(width: 800, height: 600), clock: clock)
            let log = EventLog(clock: { 0 }, sink: nil)
            scene = CrossfadeScene(first: first, second: second, tabIcon: nil, events: log)
            window.setRootScene(scene)
            clock.tick(window, at: 0)
        }

        @MainActor
        func click(at seconds: Double) {
            clock.tick(window, at: seconds)
            let center = scene.button.frameInWindow.center
            window.handle(PointerEvent(phase: .down, location: center, timestamp: clock.now))
            clock.advance(to: seconds + 0.01)
            window.handle(PointerEvent(phase: .up, location: center, timestamp: clock.now))
        }
    }

    @Test("A click fades out over 1 s with ease-out, swaps at exactly 1 s, and fades in with ease-in")
    func crossfadeTiming() {
        let f = Fixture(first: tower, second: monogram)
        f.click(at: 0)
        let start = f.clock.now  // the release, which starts the fade
        f.clock.tick(f.window, at: start + 0.5)
        #expect(abs(f.scene.button.presentedAlpha - (1 - TimingCurve.easeOut.value(at: 0.5))) < 1e-9)
        #expect(f.scene.button.image == tower)
        f.clock.tick(f.window, at: start + 0.999)
        #expect(f.scene.button.image == tower)
        f.clock.tick(f.window, at: start + 1.0)
        #expect(f.scene.button.image == monogram)
        #expect(f.scene.button.presentedAlpha == 0)
        f.clock.tick(f.window, at: start + 1.5)
        #expect(abs(f.scene.button.presentedAlpha - TimingCurve.easeIn.value(at: 0.5)) < 1e-9)
        f.clock.tick(f.window, at: start + 2.0)
        #expect(f.scene.button.presentedAlpha == 1)
        #expect(!f.scene.isCrossfading)
    }

    @Test("The picture off screen is the button's upcoming image, before, during and after each crossfade")
    func hiddenPictureIsKeptReady() {
        let f = Fixture(first: tower, second: monogram)
        #expect(f.scene.button.upcomingImage == monogram)
        f.click(at: 0)
        let start = f.clock.now
        f.clock.tick(f.window, at: start + 0.5)
        #expect(f.scene.button.upcomingImage == monogram)
        f.clock.tick(f.window, at: start + 1.0)
        #expect(f.scene.button.image == monogram)
        #expect(f.scene.button.upcomingImage == tower)
        let dropped = Image(path: "/art/dropped.png", naturalSize: Size(width: 640, height: 480))
        f.scene.replaceImage(at: 0, with: dropped)
        #expect(f.scene.button.image == monogram)
        #expect(f.scene.button.upcomingImage == dropped)
    }

    @Test("Clicks alternate the two images")
    func imagesAlternate() {
        let f = Fixture(first: tower, second: monogram)
        f.click(at: 0)
        f.clock.tick(f.window, at: 1.1)
        f.clock.tick(f.window, at: 2.2)
        #expect(f.scene.button.image == monogram)
        f.click(at: 3)
        f.clock.tick(f.window, at: 4.1)
        f.clock.tick(f.window, at: 5.2)
        #expect(f.scene.button.image == tower)
        #expect(f.scene.clickCount == 2)
    }

    @Test("A click while a crossfade runs is ignored and not counted")
    func clicksDuringAFadeAreIgnored() {
        let f = Fixture(first: tower, second: monogram)
        f.click(at: 0)
        f.click(at: 0.5)
        f.clock.tick(f.window, at: 1.05)
        f.click(at: 1.5)
        #expect(f.scene.clickCount == 1)
        f.clock.tick(f.window, at: 2.1)
        f.click(at: 2.5)
        #expect(f.scene.clickCount == 2)
    }

    @Test("Space crossfades like a click, and a held key does not repeat it")
    func keyboard() {
        let f = Fixture(first: tower, second: monogram)
        f.window.handle(KeyEvent(key: .space, timestamp: f.clock.now))
        #expect(f.scene.clickCount == 1)
        #expect(f.scene.isCrossfading)
        f.clock.tick(f.window, at: 2.5)
        f.window.handle(KeyEvent(key: .space, isRepeat: true, timestamp: f.clock.now))
        #expect(f.scene.clickCount == 1)
    }

    @Test("Each counted click reports its count, and events name both images")
    func countsAndEvents() {
        var lines: [String] = []
        let clock = TestClock()
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let log = EventLog(clock: { 1.5 }, sink: { lines.append($0) })
        let scene = CrossfadeScene(first: tower, second: monogram, tabIcon: nil, events: log)
        var counts: [Int] = []
        scene.onCountedClick = { counts.append($0) }
        window.setRootScene(scene)
        clock.tick(window, at: 0)
        scene.crossfade()
        clock.tick(window, at: 1)
        clock.tick(window, at: 2)
        #expect(counts == [1])
        #expect(
            lines.first
                == #"{"count":1,"event":"crossfade.started","from":"tower-dusk.svg","t":1.5,"to":"monogram.svg"}"#)
        #expect(lines.last == #"{"event":"crossfade.finished","image":"monogram.svg","t":1.5}"#)
    }
}
