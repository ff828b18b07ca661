import Testing

@testable import Kit
@testable import Snowman

@MainActor
@Suite("Snowman editor: the switch, the curve's segments and the playing preview")
struct SnowmanEditorPreviewTests {
    private func openEditor(_ f: SnowmanFixture, on setting: AnimationSetting) -> SnowmanEditorScene {
        f.choose(setting)
        f.scene.openEditor()
        f.tick(1)
        return f.scene.editor!
    }

    private func cell(_ editor: SnowmanEditorScene, _ key: AnimationDimension.Key) -> SnowmanPropertyCell {
        editor.propertyCells.first { $0.dimension.key == key }!
    }

    /// 90° about X over 2 s, linear, once.
    private let tilt = AnimationSetting(
        name: "Tilt", [.rotationX: 90, .duration: 2, .repeatCount: 1, .autoreverses: 0, .timingCurve: 0])

    @Test("Autoreverse is a switch and the timing curve a segmented control; both edit the values")
    func switchAndSegments() throws {
        let f = SnowmanFixture()
        let editor = openEditor(f, on: tilt)
        let autoreverse = try #require(cell(editor, .autoreverses).control as? Switch)
        #expect(autoreverse.accessibilityIdentifier == "snowman.property.autoreverses" && !autoreverse.isOn)
        _ = autoreverse.handleKey(KeyEvent(key: .space))  // the row is below the fold
        #expect(editor.editing.autoreverses)
        let curve = try #require(cell(editor, .timingCurve).control as? SegmentedControl)
        #expect(curve.items == ["Linear", "Ease in", "Ease out", "Ease in-out"])
        #expect(curve.selectedIndex == 0)
        _ = curve.handleKey(KeyEvent(key: .right))
        #expect(editor.editing.timingCurve == .easeIn)
        #expect(editor.previewSummary.text == "2 s · 1× · autoreverse · Ease in")
        editor.change(.timingCurve, to: Double(TimingCurveChoice.easeOut.rawValue))
        #expect(curve.selectedIndex == 2, "a value set in code shows in the control")
    }

    @Test("The preview shows the end pose, plays the edited values with its button, and shows the end pose again")
    func previewPlays() throws {
        let f = SnowmanFixture()
        let editor = openEditor(f, on: tilt)
        let preview = editor.previewFigure
        #expect(preview.presentedPose.rotationX == 90, "the end pose while nothing plays")
        #expect(editor.previewCaption.text == SnowmanEditorScene.endPoseCaption)
        f.click(editor.previewPlayButton)
        #expect(editor.previewPlayButton.title == "Pause")
        #expect(preview.presentedPose.rotationX == 0, "a run starts from rest")
        f.tick(2)
        #expect(abs(preview.presentedPose.rotationX - 45) < 1e-9)
        #expect(editor.previewCaption.text == SnowmanEditorScene.playingCaption)
        f.click(editor.previewPlayButton)
        f.tick(5)
        #expect(abs(preview.presentedPose.rotationX - 45) < 1e-9, "paused")
        f.click(editor.previewPlayButton)
        f.tick(6.1)
        #expect(editor.previewPlayer.state == .finished)
        #expect(preview.presentedPose.rotationX == 90 && editor.previewPlayButton.title == "Play")
        #expect(f.studio.player.state == .idle, "the studio's snowman stays where it was")
    }

    @Test("A value changed while the preview plays starts it over with the new value")
    func changingWhilePlaying() {
        let f = SnowmanFixture()
        let editor = openEditor(f, on: tilt)
        f.click(editor.previewPlayButton)
        f.tick(2)
        editor.change(.rotationX, to: 180)
        f.tick(2.5)
        #expect(abs(editor.previewFigure.presentedPose.rotationX - 45) < 1e-9, "0.5 s into a 180° turn over 2 s")
    }
}
