import Foundation
import Testing

@testable import Kit
@testable import Snowman

@MainActor
@Suite("Snowman: Duplicate makes a saved copy under a free name")
struct AnimationDuplicateTests {
    @Test("A preset's copy is “Tumble copy”, then “Tumble copy 2”; each is saved in the file at once")
    func presetCopies() throws {
        let file = AnimationFile(directory: makeTemporaryDirectory())
        let library = AnimationLibrary(file: file)
        #expect(try library.duplicate("Tumble") == "Tumble copy")
        #expect(try library.duplicate("tumble") == "Tumble copy 2", "names match ignoring case")
        let reloaded = AnimationLibrary(file: file)
        #expect(reloaded.userSettings.map(\.name) == ["Tumble copy", "Tumble copy 2"])
        let tumble = try #require(reloaded.setting(named: "Tumble"))
        #expect(reloaded.setting(named: "Tumble copy 2") == tumble.renamed("Tumble copy 2"), "every value copied")
    }

    @Test("A copy of a copy counts on from the original's name, filling the first free number")
    func copyOfCopy() throws {
        let library = AnimationLibrary(file: nil)
        try library.save(AnimationSetting(name: "Spin", [.rotationZ: 360]))
        #expect(try library.duplicate("Spin") == "Spin copy")
        #expect(try library.duplicate("Spin copy") == "Spin copy 2")
        #expect(try library.duplicate("Spin copy 2") == "Spin copy 3")
        try library.delete("Spin copy")
        #expect(try library.duplicate("Spin copy 3") == "Spin copy")
    }

    @Test("A long name is shortened so its copy's name stays within the limit")
    func longName() throws {
        let library = AnimationLibrary(file: nil)
        let long = String(repeating: "A", count: AnimationLibrary.maximumNameLength)
        try library.save(AnimationSetting(name: long))
        let copy = try library.duplicate(long)
        #expect(copy.count <= AnimationLibrary.maximumNameLength && copy.hasSuffix(" copy"))
        let second = try library.duplicate(long)
        #expect(second.count <= AnimationLibrary.maximumNameLength && second.hasSuffix(" copy 2"))
    }

    @Test("Duplicating a name no longer saved says so")
    func missing() {
        let library = AnimationLibrary(file: nil)
        #expect(throws: AnimationLibrary.LibraryError.notFound("Gone")) { try library.duplicate("Gone") }
    }

    @Test("Duplicate in the editor: the copy is listed, saved, selected in the studio, and the edited values stay")
    func editorDuplicate() throws {
        let f = SnowmanFixture()
        f.scene.openEditor()
        f.tick(1)
        let editor = try #require(f.scene.editor)
        editor.change(.duration, to: 3)
        let cells = editor.table.sections[2].cells.compactMap { $0 as? SavedSettingCell }
        #expect(cells[2].duplicateButton.accessibilityIdentifier == "snowman.saved.2.duplicate")
        cells[2].duplicateButton.activate()  // Tumble, a preset (the row is below the fold: as Space on it does)
        f.tick(1.5)
        #expect(f.window.topPresentation == nil, "nothing to ask: a copy loses nothing")
        let listed = editor.table.sections[2].cells.compactMap { $0 as? SavedSettingCell }
        try #require(listed.map(\.titleLabel.text) == ["Wobble", "Hop", "Tumble", "Tumble copy"])
        #expect(listed[3].renameButton != nil && listed[3].deleteButton != nil, "the copy is the user's own")
        #expect(f.studio.selectedSetting.name == "Tumble copy")
        #expect(
            AnimationLibrary(file: AnimationFile(directory: f.directory)).userSettings.map(\.name) == ["Tumble copy"])
        #expect(f.lastEvent("animation.duplicated")?.contains("\"name\":\"Tumble copy\"") == true)
        #expect(editor.editing.duration == 3 && editor.hasUnsavedChanges, "the editor's own edits are untouched")
    }

    @Test("Every row's buttons lie inside it, clear of the name, at the narrowest editor")
    func rowLayout() throws {
        let f = SnowmanFixture()
        f.window.resize(to: Size(width: 640, height: 420))
        f.scene.openEditor()
        f.tick(1)
        let editor = try #require(f.scene.editor)
        try editor.library.save(AnimationSetting(name: "A rather long animation name here"))
        editor.rebuildTable()
        f.tick(2)
        for cell in editor.table.sections[2].cells.compactMap({ $0 as? SavedSettingCell }) {
            let buttons = [cell.duplicateButton, cell.renameButton, cell.deleteButton].compactMap { $0 }
            for button in buttons {
                #expect(button.frame.minX >= cell.titleLabel.frame.maxX && button.frame.maxX <= cell.bounds.width)
            }
            #expect(cell.detailLabel.text.isEmpty || cell.detailLabel.frame.minX >= cell.titleLabel.frame.maxX)
        }
    }
}
