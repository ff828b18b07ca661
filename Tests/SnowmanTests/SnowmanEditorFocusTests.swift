import Testing

@testable import Kit
@testable import Snowman

@MainActor
@Suite("Snowman editor: keyboard focus after going back")
struct SnowmanEditorFocusTests {
    /// Opens the editor with the Edit button, lets the push finish, and tabs to its first stepper (past the
    /// preview's Play button).
    private func editorWithFocusedStepper(_ f: SnowmanFixture) throws -> Stepper {
        f.click(f.studio.editButton)
        f.tick(1)
        _ = try #require(f.scene.editor)
        for _ in 0..<4 where !(f.window.focusedView is Stepper) {
            f.window.handle(KeyEvent(key: .tab, timestamp: f.clock.now))
        }
        return try #require(f.window.focusedView as? Stepper, "Tab reaches the first stepper")
    }

    @Test("Up and Down pressed while the editor slides away change nothing and leave the studio working")
    func arrowsDuringTheBackTransition() throws {
        let f = SnowmanFixture()
        _ = try editorWithFocusedStepper(f)
        f.click(try #require(f.window.rootView.view(withIdentifier: "snowman.back")))
        f.tick(1.05)
        #expect(f.scene.editor == nil, "the popped editor is gone while its screen still slides away")
        #expect(f.window.focusedView == nil, "focus does not stay on a control of a screen that was left")
        let selectionBefore = f.studio.picker.selectedIndex
        f.window.handle(KeyEvent(key: .up, timestamp: f.clock.now))
        f.window.handle(KeyEvent(key: .down, timestamp: f.clock.now))
        f.tick(2)
        #expect(f.studio.picker.selectedIndex == selectionBefore)
        #expect(f.scene.navigation.stack.count == 1)
    }

    @Test("Tab during the back transition never lands on the leaving editor's controls")
    func tabDuringTheBackTransition() throws {
        let f = SnowmanFixture()
        _ = try editorWithFocusedStepper(f)
        let leavingScreen = try #require(f.scene.editor).view
        f.click(try #require(f.window.rootView.view(withIdentifier: "snowman.back")))
        f.tick(1.05)
        for _ in 0..<40 {
            f.window.handle(KeyEvent(key: .tab, timestamp: f.clock.now))
            let focused = try #require(f.window.focusedView)
            #expect(!focused.isDescendant(of: leavingScreen), "Tab skips the screen that is sliding away")
        }
    }
}
