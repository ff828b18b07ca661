import CSDL2
import KitTestSupport
import Testing

@testable import Kit
@testable import Platform

/// Mouse and touch events pushed into SDL's own queue, read back as the host reads them, and what Kit makes of
/// them: a contact and the twin SDL synthesizes from it count once, whichever arrives first.
@MainActor
@Suite("Event translation: touch and its mouse twins", .serialized)
struct EventTranslationTouchTests {
    private let windowSize = Size(width: 800, height: 600)

    /// A window filled by one view carrying `recognizer`.
    private func window(with recognizer: GestureRecognizer) -> Window {
        let window = Window(size: windowSize, clock: TestClock())
        let pad = View(frame: Rect(origin: .zero, size: windowSize))
        pad.addGestureRecognizer(recognizer)
        window.rootView.addSubview(pad)
        return window
    }

    @Test(
        "A click on a touch laptop — the mouse button and the finger SDL makes of it — is one pointer and one tap",
        arguments: [true, false])
    func clickWithFingerTwin(fingerTwinFirst: Bool) throws {
        let queue = try SDLEventQueue()
        defer { queue.close() }
        var taps = 0
        let window = window(with: TapGestureRecognizer { _ in taps += 1 })
        let point = Point(x: 200, y: 150)
        func pair(_ finger: SDL_EventType, _ button: SDL_EventType) -> [SDL_Event] {
            let twin = SDLInput.finger(
                finger, device: EventTranslator.mouseTouchID, finger: 0, at: point, in: windowSize)
            let click = SDLInput.button(button, which: SDLInput.systemMouse, at: point)
            // SDL posts the finger twin before the button; the rule must not depend on that.
            return fingerTwinFirst ? [twin, click] : [click, twin]
        }
        queue.push(pair(SDL_FINGERDOWN, SDL_MOUSEBUTTONDOWN) + pair(SDL_FINGERUP, SDL_MOUSEBUTTONUP))
        let received = queue.deliver(to: window)
        #expect(received.map(\.phase) == [.down, .up])
        #expect(received.allSatisfy { $0.pointerID == EventTranslator.mousePointerID && $0.location == point })
        #expect(taps == 1)
    }

    @Test("A touch-screen drag is one finger in window points without its mouse twins; a second finger changes nothing")
    func touchDragWithMouseTwinsAndSecondFinger() throws {
        let queue = try SDLEventQueue()
        defer { queue.close() }
        var states: [GestureRecognizer.State] = []
        var translation = Point.zero
        let window = window(
            with: PanGestureRecognizer { pan in
                states.append(pan.state)
                translation = pan.translation(in: nil)
            })
        // Points on a 1/32 grid of the window, so SDL's float fractions carry them exactly.
        let start = Point(x: 100, y: 300)
        let second = Point(x: 500, y: 450)
        var events: [SDL_Event] = []
        /// The first finger, preceded by the mouse twin SDL posts for it (SDL twins only the first finger).
        func first(_ type: SDL_EventType, _ twin: SDL_Event, at point: Point) {
            events.append(twin)
            events.append(SDLInput.finger(type, device: SDLInput.touchScreen, finger: 1, at: point, in: windowSize))
        }
        func other(_ type: SDL_EventType, at point: Point) {
            events.append(SDLInput.finger(type, device: SDLInput.touchScreen, finger: 2, at: point, in: windowSize))
        }
        first(
            SDL_FINGERDOWN, SDLInput.button(SDL_MOUSEBUTTONDOWN, which: EventTranslator.touchMouseID, at: start),
            at: start)
        for step in 1...10 {
            let point = start + Point(x: 25 * Double(step), y: 0)
            first(SDL_FINGERMOTION, SDLInput.drag(which: EventTranslator.touchMouseID, to: point), at: point)
            switch step {
            case 3: other(SDL_FINGERDOWN, at: second)
            case 4...6: other(SDL_FINGERMOTION, at: second - Point(x: 50 * Double(step - 3), y: 25))
            case 7: other(SDL_FINGERUP, at: second - Point(x: 150, y: 25))
            default: break
            }
        }
        let end = start + Point(x: 250, y: 0)
        first(SDL_FINGERUP, SDLInput.button(SDL_MOUSEBUTTONUP, which: EventTranslator.touchMouseID, at: end), at: end)
        queue.push(events)

        let received = queue.deliver(to: window)
        let fingers = Set(received.map(\.pointerID))
        #expect(fingers.count == 2 && !fingers.contains(EventTranslator.mousePointerID))
        #expect(received.first?.location == start)
        #expect(received.last?.location == end)
        #expect(states.first == .began && states.last == .ended)
        #expect(states.filter { $0 == .began || $0 == .ended }.count == 2)
        #expect(translation == Point(x: 250, y: 0))
    }
}
