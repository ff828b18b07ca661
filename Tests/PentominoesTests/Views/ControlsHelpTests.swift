import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

/// The sheet of every control: made from the tables that drive the input, shown by the button under the board
/// (in the app, through the tab bar, as F1 and ? show it), laid out so every line fits and none overlaps another at
/// the smallest window.
@MainActor
@Suite("Pentominoes controls sheet")
struct ControlsHelpTests {
    private func labels(in view: View) -> [Label] {
        view.subviews.flatMap { child -> [Label] in ((child as? Label).map { [$0] } ?? []) + labels(in: child) }
    }

    private func showSheet(_ f: SceneFixture) throws -> View {
        f.click(at: f.captionRow.helpButton.frameInWindow.center, time: f.time)
        f.runFrames(for: 0.6)
        return try #require(f.window.rootView.view(withIdentifier: "pentominoes.help"))
    }

    @Test("Every key the key map acts on, and every gesture of the pointer's table, is on the help sheet")
    func listsTheTables() {
        let help = PentominoesControls.help
        #expect(SceneFixture().scene.controlsHelp == help)
        let keys = help.sections.first { $0.title == "Keys" }?.rows.map(\.input) ?? []
        for expected in ["Ctrl+Z", "Ctrl+Shift+Z or Ctrl+Y", "R", "Shift+R", "F", "Return or Space", "Esc"] {
            #expect(keys.contains(expected), "\(expected) is listed")
        }
        let mouse = help.sections.first { $0.title == "Mouse" }?.rows.map(\.input) ?? []
        #expect(mouse == PentominoesControls.pointer.map(\.mouse))
        #expect(help.sections.map(\.title) == ["Mouse", "Touch", "Keys"])
    }

    @Test("The button under the board shows the sheet, ? closes it as it opens it, Escape closes it")
    func opensAndCloses() throws {
        let f = SceneFixture()
        _ = try showSheet(f)
        f.window.handle(KeyEvent(key: .character("?"), timestamp: f.time))
        f.runFrames(for: 0.6)
        #expect(f.window.topPresentation == nil)
        _ = try showSheet(f)
        f.window.handle(KeyEvent(key: .escape, timestamp: f.time))
        f.runFrames(for: 0.6)
        #expect(f.window.topPresentation == nil)
    }

    @Test(
        "Every line of the sheet fits its frame and no two overlap, at every window size",
        arguments: [Size(width: 640, height: 480), Size(width: 700, height: 500), Size(width: 1024, height: 720)])
    func linesFit(size: Size) throws {
        let f = SceneFixture(size: size)
        let sheet = try showSheet(f)
        let all = labels(in: sheet).filter { !$0.text.isEmpty }
        #expect(all.count > 20)
        for label in all {
            if label.style.isMultiline {
                let height = TextMeasurement.wrappedSize(of: label.text, style: label.style, width: label.frame.width)
                #expect(height.height <= label.frame.height + 0.5, "\(label.text) fits, wrapped")
            } else {
                let width = TextMeasurement.width(of: label.text, style: label.style)
                #expect(width <= label.frame.width + 0.5, "\(label.text) fits")
            }
        }
        for (index, label) in all.enumerated() {
            for other in all[(index + 1)...] {
                #expect(!label.frameInWindow.intersects(other.frameInWindow), "\(label.text) / \(other.text)")
            }
        }
        #expect(sheet.frameInWindow.maxX <= size.width && sheet.frameInWindow.maxY <= size.height)
    }
}
