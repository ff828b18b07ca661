import Foundation
import Testing

@testable import Kit
@testable import Snowman

@MainActor
@Suite("Snowman editor: its title, Back with unsaved changes, renaming to a taken name")
struct SnowmanEditorLeavingTests {
    private func openEditor(_ f: SnowmanFixture) -> SnowmanEditorScene {
        f.scene.openEditor()
        f.tick(1)
        return f.scene.editor!
    }

    private func topAlert(_ f: SnowmanFixture) -> Alert? {
        f.window.topPresentation?.card as? Alert
    }

    private func back(_ f: SnowmanFixture) {
        f.click(f.window.rootView.view(withIdentifier: "snowman.back")!)
    }

    @Test("The title names the animation, says Edited once a value changed, and takes the name it is saved under")
    func title() {
        let f = SnowmanFixture()
        f.studio.picker.selectedIndex = 2
        let editor = openEditor(f)
        #expect(f.scene.navigation.bar.title == "Tumble")
        editor.change(.opacity, to: 0.4)
        #expect(f.scene.navigation.bar.title == "Tumble — Edited")
        editor.change(.opacity, to: 0.7)
        #expect(f.scene.navigation.bar.title == "Tumble", "back to the saved values: nothing to save")
        editor.change(.opacity, to: 0.4)
        editor.save(named: "Faded", replacing: false)
        #expect(f.scene.navigation.bar.title == "Faded")
    }

    @Test("Back without changes leaves at once")
    func backWithoutChanges() {
        let f = SnowmanFixture()
        _ = openEditor(f)
        back(f)
        f.tick(2)
        #expect(topAlert(f) == nil)
        #expect(f.scene.navigation.stack.count == 1)
    }

    @Test("Back with changes asks Save…, Discard or Cancel; Cancel and Escape stay, Discard leaves without saving")
    func backWithChangesAsks() throws {
        let f = SnowmanFixture()
        let editor = openEditor(f)
        editor.change(.widthMultiplier, to: 2)
        back(f)
        f.tick(1.5)
        let question = try #require(topAlert(f))
        #expect(question.title == "Save Changes to “Wobble”?")
        #expect(question.actions.map(\.title) == ["Save…", "Discard", "Cancel"])
        question.choose(2)
        f.tick(2)
        #expect(f.scene.navigation.stack.count == 2, "Cancel stays in the editor")
        #expect(editor.editing.widthMultiplier == 2, "with the changes")
        _ = f.scene.handleKey(KeyEvent(key: .escape))
        f.tick(2.5)
        #expect(topAlert(f)?.title == "Save Changes to “Wobble”?", "Escape asks too")
        topAlert(f)?.choose(1)
        f.tick(3.5)
        #expect(f.scene.navigation.stack.count == 1, "Discard leaves")
        #expect(f.scene.library.userSettings.isEmpty)
        #expect(f.studio.selectedSetting == AnimationLibrary.presets[0], "the studio keeps the saved values")
    }

    @Test("Save… from Back asks for a name, saves, and then leaves; cancelling the name stays")
    func saveFromBack() throws {
        let f = SnowmanFixture()
        let editor = openEditor(f)
        editor.change(.rotationZ, to: 45)
        back(f)
        f.tick(1.5)
        try #require(topAlert(f)).choose(0)
        f.tick(2)
        let cancelled = try #require(topAlert(f))
        #expect(cancelled.title == "Save Animation")
        cancelled.choose(0)
        f.tick(2.5)
        #expect(f.scene.navigation.stack.count == 2, "no name, no save: still editing")
        back(f)
        f.tick(3)
        try #require(topAlert(f)).choose(0)
        f.tick(3.5)
        let name = try #require(topAlert(f))
        #expect((name.accessory as? TextField)?.text == "Animation 1", "a preset's changes get a new name")
        name.choose(1)
        f.tick(5)
        #expect(f.scene.navigation.stack.count == 1, "saved, then left")
        #expect(f.studio.selectedSetting.name == "Animation 1" && f.studio.selectedSetting.rotationZ == 45)
    }

    @Test("Renaming to a taken name asks again with the typed text and why; the fixed name then goes through")
    func renameToATakenName() throws {
        let f = SnowmanFixture()
        let editor = openEditor(f)
        editor.save(named: "Mine", replacing: false)
        editor.save(named: "Other", replacing: false)
        editor.askToRename("Other")
        f.tick(1.5)
        let first = try #require(topAlert(f))
        #expect(first.title == "Rename “Other”")
        (first.accessory as? TextField)?.text = "mine"
        first.choose(1)
        f.tick(2.5)
        let again = try #require(topAlert(f))
        #expect(again.title == "Rename “Other”")
        #expect(again.message == "“Mine” is already saved. Choose another name.")
        let field = try #require(again.accessory as? TextField)
        #expect(field.text == "mine", "what the user typed is kept to fix")
        #expect(field.selectedRange.isEmpty && field.caretPosition == 4, "the caret waits after it")
        field.text = "mine too"
        again.choose(1)
        f.tick(3.5)
        #expect(f.scene.library.userSettings.map(\.name) == ["Mine", "mine too"])
        #expect(f.scene.navigation.bar.title == "mine too", "the animation being edited was the one renamed")
    }
}
