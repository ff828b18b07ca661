import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Wheel and text input routing")
struct ControlsInputRoutingTests {
    /// A view that records the wheel events it gets and consumes them when told to.
    final class WheelView: View {
        var consumes: Bool
        var received: [Point] = []
        init(consumes: Bool, frame: Rect) {
            self.consumes = consumes
            super.init(frame: frame)
        }
        override func scrollWheel(_ event: ScrollEvent) -> Bool {
            received.append(event.delta)
            return consumes
        }
    }

    /// A control that takes text and records it.
    final class TextSink: Control {
        var typed: [String] = []
        override var acceptsTextInput: Bool { true }
        override func insertText(_ text: String) { typed.append(text) }
    }

    /// Records the window's calls to the platform's text input.
    final class RecordingTextInput: TextInputService {
        var calls: [String] = []
        func beginTextInput(near rect: Rect) { calls.append("begin \(rect)") }
        func endTextInput() { calls.append("end") }
    }

    @Test("A wheel turn goes to the view under the pointer and bubbles up until a view scrolls")
    func wheelBubbles() {
        let window = Window(size: Size(width: 400, height: 400), clock: TestClock())
        let scroller = WheelView(consumes: true, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let inner = WheelView(consumes: false, frame: Rect(x: 10, y: 10, width: 50, height: 50))
        window.rootView.addSubview(scroller)
        scroller.addSubview(inner)
        window.handle(ScrollEvent(location: Point(x: 20, y: 20), delta: Point(x: 0, y: 48), timestamp: 0))
        #expect(inner.received == [Point(x: 0, y: 48)])
        #expect(scroller.received == [Point(x: 0, y: 48)])
        window.handle(ScrollEvent(location: Point(x: 300, y: 300), delta: Point(x: 0, y: 48), timestamp: 0))
        #expect(scroller.received.count == 1)
    }

    @Test("A consumed wheel turn stops at the view that took it")
    func consumedStops() {
        let window = Window(size: Size(width: 400, height: 400), clock: TestClock())
        let outer = WheelView(consumes: true, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let inner = WheelView(consumes: true, frame: Rect(x: 10, y: 10, width: 50, height: 50))
        window.rootView.addSubview(outer)
        outer.addSubview(inner)
        window.handle(ScrollEvent(location: Point(x: 20, y: 20), delta: Point(x: 0, y: -48), timestamp: 0))
        #expect(inner.received.count == 1)
        #expect(outer.received.isEmpty)
    }

    @Test("Typed text reaches the focused control that takes text, and nothing else")
    func textGoesToFocusedField() {
        let window = Window(size: Size(width: 400, height: 400), clock: TestClock())
        let field = TextSink(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        let button = Button(title: "OK", frame: Rect(x: 0, y: 50, width: 100, height: 30))
        window.rootView.addSubview(field)
        window.rootView.addSubview(button)
        window.handle(TextInputEvent(text: "lost"))
        window.setFocus(field)
        window.handle(TextInputEvent(text: "héllo"))
        window.setFocus(button)
        window.handle(TextInputEvent(text: "also lost"))
        #expect(field.typed == ["héllo"])
    }

    @Test("Focusing a text control turns platform text input on; focusing away turns it off")
    func textInputSwitch() {
        let window = Window(size: Size(width: 400, height: 400), clock: TestClock())
        let input = RecordingTextInput()
        window.textInput = input
        let field = TextSink(frame: Rect(x: 10, y: 20, width: 100, height: 30))
        let button = Button(title: "OK", frame: Rect(x: 0, y: 50, width: 100, height: 30))
        window.rootView.addSubview(field)
        window.rootView.addSubview(button)
        window.setFocus(button)
        window.setFocus(field)
        window.setFocus(button)
        window.setFocus(nil)
        #expect(input.calls == ["begin [10.0, 20.0, 100.0, 30.0]", "end"])
    }

    @Test("The in-memory clipboard gives back what was written")
    func memoryClipboard() {
        let clipboard = MemoryClipboard()
        #expect(clipboard.readText() == nil)
        clipboard.writeText("snow ☃")
        #expect(clipboard.readText() == "snow ☃")
    }
}
