import Testing

@testable import Kit
@testable import Snowman

@MainActor
@Suite("Snowman by keyboard alone: choose, play, pause, edit, save, back")
struct SnowmanKeyboardTests {
    private func press(_ f: SnowmanFixture, _ key: KeyEvent.Key, _ modifiers: KeyEvent.Modifiers = []) {
        f.window.handle(KeyEvent(key: key, modifiers: modifiers, timestamp: f.clock.now))
    }

    /// Tabs until `view` has the focus (at most `limit` presses); returns whether it got there.
    private func tab(_ f: SnowmanFixture, to view: View, limit: Int = 12) -> Bool {
        for _ in 0..<limit where f.window.focusedView !== view { press(f, .tab) }
        return f.window.focusedView === view
    }

    @Test("Tab reaches the list, the play button and Edit; arrows choose, Space plays and pauses, Escape goes back")
    func studioAndEditorByKeys() throws {
        let f = SnowmanFixture()
        #expect(tab(f, to: f.studio.picker))
        press(f, .down)
        press(f, .down)
        #expect(f.studio.selectedSetting.name == "Tumble")
        press(f, .space)
        #expect(f.player.state == .playing, "Space plays with the list focused")
        f.tick(0.5)
        #expect(tab(f, to: f.studio.playButton))
        press(f, .space)
        #expect(f.player.state == .paused, "Space on the focused button pauses")
        #expect(tab(f, to: f.studio.editButton))
        press(f, .enter)
        f.tick(1.5)
        let editor = try #require(f.scene.editor)
        let opacity = try #require(editor.propertyCells.first { $0.dimension.key == .opacity }?.stepper)
        #expect(tab(f, to: opacity, limit: 20))
        press(f, .down)
        #expect(editor.hasUnsavedChanges)
        press(f, .escape)
        #expect(f.window.focusedView == nil, "the first Escape lets go of the focus")
        press(f, .escape)
        f.tick(2)
        let question = try #require(f.window.topPresentation?.card as? Alert)
        #expect(question.title == "Save Changes to “Tumble”?")
        press(f, .escape)
        f.tick(2.5)
        #expect(f.window.topPresentation == nil && f.scene.navigation.stack.count == 2, "Escape on the alert cancels")
    }
}
