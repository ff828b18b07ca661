import Foundation
import Testing

@testable import Kit
@testable import Snowman

@MainActor
@Suite("Snowman editor: quitting with unsaved changes asks as Back does; a signal keeps them as a draft")
struct SnowmanQuitAndDraftTests {
    private func openEditor(_ f: SnowmanFixture) -> SnowmanEditorScene {
        f.scene.openEditor()
        f.tick(1)
        return f.scene.editor!
    }

    private func topAlert(_ f: SnowmanFixture) -> Alert? {
        f.window.topPresentation?.card as? Alert
    }

    /// Asks the scene as the app does on Ctrl+Q; the answers it gives are collected.
    private func askToQuit(_ f: SnowmanFixture) -> (asked: Bool, answers: () -> [Bool]) {
        let box = AnswerBox()
        let asked = f.scene.askBeforeQuitting { box.answers.append($0) }
        return (asked, { box.answers })
    }

    @Test("Quitting with nothing unsaved asks nothing")
    func nothingToAsk() {
        let f = SnowmanFixture()
        _ = openEditor(f)
        #expect(askToQuit(f).asked == false)
        #expect(topAlert(f) == nil)
    }

    @Test("Quitting with changes asks Save…, Discard or Cancel; Cancel stays, Discard quits without saving")
    func quittingAsks() throws {
        let f = SnowmanFixture()
        let editor = openEditor(f)
        editor.change(.widthMultiplier, to: 2)
        let quit = askToQuit(f)
        #expect(quit.asked)
        f.tick(1.5)
        let question = try #require(topAlert(f))
        #expect(question.title == "Save Changes to “Wobble”?")
        #expect(question.actions.map(\.title) == ["Save…", "Discard", "Cancel"])
        question.choose(2)
        f.tick(2)
        #expect(quit.answers() == [false], "Cancel stays")
        #expect(editor.hasUnsavedChanges)

        let again = askToQuit(f)
        f.tick(3)
        try #require(topAlert(f)).choose(1)
        f.tick(4)
        #expect(again.answers() == [true], "Discard quits")
        #expect(!editor.hasUnsavedChanges)
        #expect(f.scene.library.userSettings.isEmpty, "nothing was saved")
    }

    @Test("Save… names the changes, saves them, then lets the app quit; cancelling the name stays")
    func saveThenQuit() throws {
        let f = SnowmanFixture()
        let editor = openEditor(f)
        editor.change(.opacity, to: 0.3)
        let cancelled = askToQuit(f)
        f.tick(1.5)
        try #require(topAlert(f)).choose(0)
        f.tick(2)
        try #require(topAlert(f)).choose(0)  // the name prompt's Cancel
        f.tick(2.5)
        #expect(cancelled.answers() == [false])

        let saved = askToQuit(f)
        f.tick(3)
        try #require(topAlert(f)).choose(0)
        f.tick(3.5)
        let prompt = try #require(topAlert(f))
        #expect(prompt.title == "Save Animation")
        prompt.choose(1)
        f.tick(4)
        #expect(saved.answers() == [true])
        #expect(f.scene.library.userSettings.map(\.opacity) == [0.3])
    }

    @Test("Ended without asking, the edits are kept as a draft that the next launch offers; Restore brings them back")
    func draftRestored() throws {
        let directory = makeTemporaryDirectory()
        let f = SnowmanFixture(directory: directory)
        let editor = openEditor(f)
        editor.change(.rotationX, to: 120)
        f.scene.sceneWillTerminate()
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("snowman-draft.plist").path))

        let relaunched = SnowmanFixture(directory: directory)
        relaunched.tick(1)
        let offer = try #require(topAlert(relaunched))
        #expect(offer.title == SnowmanScene.restoreDraftTitle)
        offer.choose(0)
        relaunched.tick(2)
        let restored = try #require(relaunched.scene.editor)
        #expect(restored.editing.rotationX == 120)
        #expect(restored.hasUnsavedChanges, "restored edits are still unsaved: Save or Back asks again")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("snowman-draft.plist").path))
    }

    @Test("A draft discarded at launch is gone, and nothing is kept when the edits were saved")
    func draftDiscarded() throws {
        let directory = makeTemporaryDirectory()
        let f = SnowmanFixture(directory: directory)
        openEditor(f).change(.rotationX, to: 60)
        f.scene.sceneWillTerminate()
        let relaunched = SnowmanFixture(directory: directory)
        relaunched.tick(1)
        try #require(topAlert(relaunched)).choose(1)
        relaunched.tick(2)
        #expect(relaunched.scene.editor == nil)

        let third = SnowmanFixture(directory: directory)
        third.tick(1)
        #expect(topAlert(third) == nil, "offered once")
        let editor = openEditor(third)
        editor.change(.opacity, to: 0.5)
        editor.save(named: "Kept", replacing: false)
        third.scene.sceneWillTerminate()
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("snowman-draft.plist").path))
    }
}

@MainActor
private final class AnswerBox {
    var answers: [Bool] = []
}
