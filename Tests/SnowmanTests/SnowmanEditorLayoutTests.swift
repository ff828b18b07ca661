import Foundation
import Testing

@testable import Kit
@testable import Snowman

@MainActor
@Suite("Snowman editor: every row's title and control fit side by side or one above the other")
struct SnowmanEditorLayoutTests {
    @Test(
        "No title runs into its control, at the narrowest window and a wide one",
        arguments: [Size(width: 640, height: 480), Size(width: 1920, height: 1080)])
    func titlesClearOfControls(size: Size) throws {
        let f = SnowmanFixture()
        f.window.resize(to: size)
        f.scene.openEditor()
        f.tick(1)
        let editor = try #require(f.scene.editor)
        for cell in editor.propertyCells {
            let title = cell.titleLabel
            let textWidth = TextMeasurement.width(of: title.text, style: title.style)
            #expect(textWidth <= title.frame.width, "\(title.text) fits its label")
            #expect(!title.frame.intersects(cell.control.frame), "\(title.text) is clear of its control")
            #expect(cell.control.frame.maxX <= cell.bounds.width && cell.control.frame.maxY <= cell.bounds.height)
        }
    }

    @Test("In a narrow window the four curves take a line of their own under “Timing curve”")
    func curveOnItsOwnLine() throws {
        let f = SnowmanFixture()
        f.window.resize(to: Size(width: 640, height: 480))
        f.scene.openEditor()
        f.tick(1)
        let editor = try #require(f.scene.editor)
        let curve = try #require(editor.propertyCells.first { $0.dimension.key == .timingCurve })
        #expect(curve.control.frame.minY >= curve.titleLabel.frame.maxY)
        #expect(curve.frame.height > TableCell.standardHeight)
    }
}
