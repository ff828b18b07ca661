import Testing

@testable import Kit

@MainActor
@Suite("Escape and the keyboard focus")
struct FocusEscapeTests {
    /// A focusable view that uses Escape while `usesEscape` is set (as a lifted puzzle piece goes home).
    @MainActor
    private final class EscapeTaker: View {
        var usesEscape = true
        var escapes = 0

        override var canBecomeFocused: Bool { true }

        override func handleKey(_ event: KeyEvent) -> Bool {
            guard event.key == .escape, usesEscape else { return false }
            escapes += 1
            return true
        }
    }

    @Test("The focused view may use Escape and keep the focus; Escape it leaves clears the focus")
    func focusedViewGetsEscapeFirst() {
        let harness = ControlHarness()
        let taker = harness.add(EscapeTaker(), frame: Rect(x: 10, y: 10, width: 40, height: 40))
        harness.tab()
        #expect(harness.window.focusedView === taker)
        harness.key(.escape)
        #expect(taker.escapes == 1 && harness.window.focusedView === taker)
        taker.usesEscape = false
        harness.key(.escape)
        #expect(harness.window.focusedView == nil)
    }

    @Test("Escape on a focused stepper, which has no use for it, clears the focus as before")
    func controlLeavesEscape() {
        let harness = ControlHarness()
        let stepper = harness.add(Stepper(), frame: Rect(x: 10, y: 10, width: 96, height: 36))
        harness.tab()
        #expect(harness.window.focusedView === stepper)
        harness.key(.escape)
        #expect(harness.window.focusedView == nil)
    }
}
