import CSDL2
import Testing

@testable import Kit
@testable import Platform

/// Window events that must make the host draw again: on Wayland the title bar drawn by libdecor lives in the
/// window's own surfaces and reaches the screen only with the window's next frame.
@MainActor
@Suite("Window event translation")
struct WindowEventTranslationTests {
    private func windowEvent(_ id: SDL_WindowEventID) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)
        return event
    }

    private func isRedraw(_ id: SDL_WindowEventID) -> Bool {
        if case .exposed? = EventTranslator.translate(windowEvent(id), windowSize: Size(width: 800, height: 600)) {
            return true
        }
        return false
    }

    @Test("The compositor placing the window (a move) redraws, so a Wayland title bar appears on an idle window")
    func moveRedraws() {
        #expect(isRedraw(SDL_WINDOWEVENT_MOVED))
    }

    @Test("Shown, exposed and restored redraw; entering or leaving with the pointer does not")
    func otherWindowEvents() {
        #expect(isRedraw(SDL_WINDOWEVENT_SHOWN))
        #expect(isRedraw(SDL_WINDOWEVENT_EXPOSED))
        #expect(isRedraw(SDL_WINDOWEVENT_RESTORED))
        #expect(!isRedraw(SDL_WINDOWEVENT_ENTER))
        #expect(!isRedraw(SDL_WINDOWEVENT_LEAVE))
    }
}
