import KitTestSupport
import Testing

@testable import Kit

/// The host skips clearing the frame when the window's root view repaints every pixel opaquely; any root that
/// lets the previous frame show through must keep the clear.
@MainActor
@Suite("Window painting")
struct WindowPaintingTests {
    @Test("An opaque root paints every pixel; a translucent, faded, rounded or moved one does not")
    func paintsEveryPixel() {
        let window = Window(size: Size(width: 200, height: 100), clock: TestClock())
        #expect(window.paintsEveryPixel)
        window.rootView.backgroundColor = Theme.Palette.background.withAlpha(0.5)
        #expect(!window.paintsEveryPixel)
        window.rootView.backgroundColor = Theme.Palette.background
        window.rootView.alpha = 0.9
        #expect(!window.paintsEveryPixel)
        window.rootView.alpha = 1
        window.rootView.cornerRadius = 8
        #expect(!window.paintsEveryPixel)
        window.rootView.cornerRadius = 0
        window.rootView.transform = AffineTransform(translationX: 10, y: 0)
        #expect(!window.paintsEveryPixel)
    }
}
