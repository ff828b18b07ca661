import Foundation
import Testing

@testable import Kit
@testable import Snowman

@MainActor
@Suite("Snowman editor: steppers, saving, renaming, deleting")
struct SnowmanEditorTests {
    /// Opens the editor from the studio and lets the push finish.
    private func openEditor(_ f: SnowmanFixture) -> SnowmanEditorScene {
        f.scene.openEditor()
        f.tick(1)
        return f.scene.editor!
    }

    /// The alert on top of the window.
    private func topAlert(_ f: SnowmanFixture) -> Alert? {
        f.window.topPresentation?.card as? Alert
    }

    @Test("One cell per dimension, starting from the picked setting, each stepper bounded by its dimension")
    func cellsAndStepperBounds() throws {
        let f = SnowmanFixture()
        f.studio.picker.selectedIndex = 1  // Hop
        let editor = openEditor(f)
        #expect(editor.propertyCells.count == AnimationDimension.all.count)
        let height = editor.propertyCells.first { $0.dimension.key == .heightMultiplier }!
        #expect(height.value == 1.15)
        #expect(height.automationValue == .string("Height: ×1.15"))
        #expect(height.control.accessibilityIdentifier == "snowman.property.heightMultiplier")
        let opacity = editor.propertyCells.first { $0.dimension.key == .opacity }!
        let stepper = try #require(opacity.stepper)
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 1)
        _ = stepper.handleKey(KeyEvent(key: .up))
        #expect(opacity.value == 1, "already at the maximum: the stepper does not pass it")
        for _ in 0..<30 { _ = stepper.handleKey(KeyEvent(key: .down)) }
        #expect(opacity.value == 0, "and not below the minimum")
        #expect(editor.editing.opacity == 0)
        #expect(opacity.detailLabel.text == "0 %")
    }

    @Test("A stepper changes the live preview at once")
    func previewFollowsSteppers() throws {
        let f = SnowmanFixture()
        let editor = openEditor(f)
        let rotation = editor.propertyCells.first { $0.dimension.key == .rotationZ }!
        let before = editor.previewFigure.presentedPose.rotationZ
        _ = try #require(rotation.stepper).handleKey(KeyEvent(key: .up))
        #expect(editor.previewFigure.presentedPose.rotationZ == before + 15)
        #expect(rotation.detailLabel.text == "\(Int(before + 15))°")
    }

    @Test("Save asks for a name (Animation 1), writes the file, and the studio's picker lists and selects it")
    func saveThroughTheAlert() throws {
        let f = SnowmanFixture()
        let editor = openEditor(f)
        editor.change(.widthMultiplier, to: 2)
        f.click(editor.saveButton)
        f.tick(1.5)
        let alert = try #require(topAlert(f))
        #expect(alert.title == "Save Animation")
        let field = try #require(alert.accessory as? TextField)
        #expect(field.text == "Animation 1")
        field.text = "Big"
        alert.choose(1)
        f.tick(2)
        #expect(f.studio.picker.items.last == "Big")
        #expect(f.studio.selectedSetting.name == "Big")
        #expect(f.studio.selectedSetting.widthMultiplier == 2)
        #expect(f.lastEvent("animation.saved")?.contains("\"name\":\"Big\"") == true)
        let reloaded = AnimationLibrary(file: AnimationFile(directory: f.directory))
        #expect(reloaded.setting(named: "Big")?.widthMultiplier == 2)
    }

    @Test("Saving an existing name asks to replace; a refused name asks again, keeping the text and saying why")
    func refusedAndReplacedNames() throws {
        let f = SnowmanFixture()
        let editor = openEditor(f)
        editor.save(named: "Mine", replacing: false)
        editor.change(.opacity, to: 0.5)
        editor.save(named: "mine", replacing: false)
        f.tick(1.5)
        let replace = try #require(topAlert(f))
        #expect(replace.title == "Replace “Mine”?")
        replace.choose(1)
        f.tick(2)
        #expect(f.scene.library.userSettings.count == 1)
        #expect(f.scene.library.setting(named: "Mine")?.opacity == 0.5)
        editor.save(named: "Hop", replacing: false)
        f.tick(3)
        let preset = try #require(topAlert(f))
        #expect(preset.title == "Save Animation")
        #expect(preset.message == "“Hop” is a built-in preset. Choose another name.")
        #expect((preset.accessory as? TextField)?.text == "Hop", "the name as typed, to fix")
        preset.choose(0)
        f.tick(4)
        editor.save(named: "   ", replacing: false)
        f.tick(5)
        #expect(topAlert(f)?.message == "Type a name for the animation.")
    }

    @Test("Saved settings can be renamed and deleted (after a confirmation); presets have no such buttons")
    func renameAndDelete() throws {
        let f = SnowmanFixture()
        let editor = openEditor(f)
        editor.save(named: "Temp", replacing: false)
        let cells = editor.table.sections[2].cells.compactMap { $0 as? SavedSettingCell }
        #expect(cells.count == 4)
        #expect(cells[0].deleteButton == nil, "Wobble is built in")
        f.tick(1.5)
        try #require(cells[3].renameButton).onActivate?()  // the row is below the fold
        f.tick(2.5)
        let rename = try #require(topAlert(f))
        (rename.accessory as? TextField)?.text = "Kept"
        rename.choose(1)
        f.tick(3.5)
        #expect(f.studio.picker.items.last == "Kept")
        let renamed = editor.table.sections[2].cells.compactMap { $0 as? SavedSettingCell }
        try #require(renamed[3].deleteButton).onActivate?()
        f.tick(4.5)
        let confirm = try #require(topAlert(f))
        #expect(confirm.title == "Delete “Kept”?")
        confirm.choose(1)
        f.tick(5.5)
        #expect(f.studio.picker.items == ["Wobble", "Hop", "Tumble"])
        #expect(f.lastEvent("animation.deleted")?.contains("\"name\":\"Kept\"") == true)
        #expect(AnimationLibrary(file: AnimationFile(directory: f.directory)).userSettings.isEmpty)
    }

    @Test("A corrupt file: the studio starts with the presets and says where the file was kept")
    func corruptFileNotice() throws {
        let directory = makeTemporaryDirectory()
        try Data("garbage".utf8).write(to: directory.appendingPathComponent(AnimationFile.fileName))
        let f = SnowmanFixture(directory: directory)
        f.scene.sceneDidAppear()
        f.tick(1)
        let notice = try #require(topAlert(f))
        #expect(notice.title == "Saved Animations Reset")
        #expect(notice.message?.contains("animations.plist.corrupt-") == true)
        #expect(f.studio.picker.items == ["Wobble", "Hop", "Tumble"])
    }

    @Test("Saving while the file cannot be written keeps the animation listed, without an alert; quit retries")
    func saveWhileTheDiskRefuses() throws {
        let f = SnowmanFixture()
        let file = f.directory.appendingPathComponent(AnimationFile.fileName)
        try FileManager.default.createDirectory(
            at: file.appendingPathComponent("in the way"), withIntermediateDirectories: true)
        let editor = openEditor(f)
        editor.change(.widthMultiplier, to: 2)
        editor.save(named: "Unsaved", replacing: false)
        f.tick(2)
        #expect(topAlert(f) == nil, "the app's banner tells about the file; the editor goes on")
        #expect(f.studio.picker.items.last == "Unsaved")
        #expect(f.scene.library.hasUnsavedChanges)

        try FileManager.default.removeItem(at: file)
        f.scene.sceneWillTerminate()
        #expect(AnimationLibrary(file: AnimationFile(directory: f.directory)).setting(named: "Unsaved") != nil)
    }
}
