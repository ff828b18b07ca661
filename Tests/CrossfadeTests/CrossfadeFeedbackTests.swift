import KitTestSupport
import Testing

@testable import Crossfade
@testable import Kit

@MainActor
@Suite("Crossfade feedback: the click count, the clicks left until a notification, the pressed picture")
struct CrossfadeFeedbackTests {
    private let art = Image(path: "/art/a.svg", naturalSize: Size(width: 120, height: 80))

    @Test("The caption invites the first click, then counts clicks and the ones left until a notification")
    func counterText() {
        var clicks = CrossfadeClicks()
        #expect(
            CrossfadeScene.counterText(for: clicks)
                == "Click the picture to crossfade · a notification every 4 clicks")
        var texts: [String] = []
        for _ in 0..<5 {
            _ = clicks.click()
            clicks.crossfadeFinished()
            texts.append(CrossfadeScene.counterText(for: clicks))
        }
        #expect(
            texts == [
                "1 click · 3 more until a notification", "2 clicks · 2 more until a notification",
                "3 clicks · 1 more until a notification", "4 clicks · 4 more until a notification",
                "5 clicks · 3 more until a notification",
            ])
        clicks.rule.every = 1
        #expect(CrossfadeScene.counterText(for: clicks) == "5 clicks · 1 more until a notification")
    }

    @Test("A real click updates the caption at once; a click during the fade changes nothing")
    func captionFollowsClicks() {
        let clock = TestClock()
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let scene = CrossfadeScene(first: art, second: art, tabIcon: nil, events: .disabled())
        window.setRootScene(scene)
        clock.tick(window, at: 0)
        let caption = window.rootView.view(withIdentifier: "crossfade.count")
        #expect(caption?.automationValue == .string(CrossfadeScene.counterText(for: CrossfadeClicks())))
        let center = scene.button.frameInWindow.center
        for _ in 0..<2 {
            window.handle(PointerEvent(phase: .down, location: center, timestamp: clock.now))
            window.handle(PointerEvent(phase: .up, location: center, timestamp: clock.now))
        }
        #expect(caption?.automationValue == .string("1 click · 3 more until a notification"))
        #expect(caption?.frameInWindow.maxY ?? 0 < scene.button.frameInWindow.maxY, "over the picture's bottom")
        #expect(caption?.isUserInteractionEnabled == false, "a click on the caption reaches the picture")
    }

    @Test("Pressed, the picture sinks and dims; released, it springs back to its size")
    func pressState() {
        let clock = TestClock()
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let scene = CrossfadeScene(first: art, second: art, tabIcon: nil, events: .disabled())
        window.setRootScene(scene)
        clock.tick(window, at: 0)
        let center = scene.button.frameInWindow.center
        let width = scene.button.bounds.width
        window.handle(PointerEvent(phase: .down, location: center, timestamp: clock.now))
        clock.tick(window, at: 0.5)
        #expect(abs(scene.button.presentedTransform.a - PressableImageButton.pressedScale) < 1e-9)
        #expect(scene.button.imageView.presentedAlpha < 1)
        #expect(scene.button.bounds.width == width, "a press scales the picture, never lays it out again")
        window.handle(PointerEvent(phase: .up, location: center, timestamp: clock.now))
        #expect(scene.isCrossfading, "the release still counts as the click")
        clock.tick(window, at: 1.0)
        #expect(abs(scene.button.presentedTransform.a - 1) < 1e-6)
    }
}
