import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

/// The lines under the board hold the help button, the help or the solution browser, and the status, each as
/// wide as its text and none over another, for every board at every window size.
@MainActor
@Suite("Pentominoes caption row")
struct CaptionRowTests {
    static let sizes = [
        Size(width: 640, height: 480), Size(width: 700, height: 500), Size(width: 1024, height: 720),
        Size(width: 1920, height: 1080),
    ]
    /// The longest status a player is likely to see.
    static let longStatus = "123 moves · 1:02:09 · best 1:02:09"

    private func row(for board: Board, in size: Size) -> CaptionRow {
        let row = CaptionRow(frame: PentominoesLayout(size: size, board: board).captionFrame)
        return row
    }

    private func texts(of row: CaptionRow) -> [(View, String, TextStyle)] {
        let browser = row.solutionBrowser
        var parts: [(View, String, TextStyle)] = [
            (row.caption, row.caption.text, row.caption.style),
            (row.statusLabel, row.statusLabel.text, row.statusLabel.style),
        ]
        if !browser.isHidden {
            parts += [
                (browser.indexLabel, browser.indexLabel.text, browser.indexLabel.style),
                (browser.previousButton, browser.previousButton.title, SolutionBrowser.buttonTitleStyle),
                (browser.nextButton, browser.nextButton.title, SolutionBrowser.buttonTitleStyle),
            ]
        }
        return parts.filter { !$0.1.isEmpty }
    }

    private func expectFits(_ row: CaptionRow, _ what: String) {
        let parts = texts(of: row) + [(row.helpButton, "?", SolutionBrowser.buttonTitleStyle)]
        for (view, text, style) in parts {
            let room = view is Button ? view.frame.width - 2 * SolutionBrowser.titlePadding : view.frame.width
            #expect(TextMeasurement.width(of: text, style: style) <= room + 0.5, "\(what): \(text) fits")
            #expect(view.frameInWindow.maxY <= row.frameInWindow.maxY + 0.5, "\(what): \(text) inside the row")
        }
        for (index, part) in parts.enumerated() {
            for other in parts[(index + 1)...] {
                #expect(!part.0.frameInWindow.intersects(other.0.frameInWindow), "\(what): \(part.1) / \(other.1)")
            }
        }
    }

    @Test("A complete board's browser and a long status never overlap, for every board and window size")
    func browserAndStatus() {
        for size in Self.sizes {
            for board in Board.builtIns {
                let row = row(for: board, in: size)
                row.show(
                    status: Self.longStatus, solution: (2180, 2339), help: PentominoesScene.captionTexts)
                expectFits(row, "\(board.name) at \(size)")
                #expect(!row.solutionBrowser.isHidden && row.caption.text.isEmpty)
            }
        }
    }

    @Test("The help and the status share the lines without overlapping; a narrow board shows a shorter help")
    func helpAndStatus() {
        for size in Self.sizes {
            for board in Board.builtIns {
                let row = row(for: board, in: size)
                row.show(status: Self.longStatus, solution: nil, help: PentominoesScene.captionTexts)
                expectFits(row, "\(board.name) at \(size)")
                row.show(status: "12 moves · 1:23 · best 0:58", solution: nil, help: PentominoesScene.captionTexts)
                expectFits(row, "\(board.name) at \(size)")
                #expect(!row.caption.text.isEmpty, "some help fits: \(board.name) at \(size)")
            }
        }
    }

    @Test("A board too narrow for the browser and the status side by side gets a second line for the status")
    func secondLine() {
        let narrow = PentominoesLayout(size: Size(width: 640, height: 480), board: .rectangle6x10)
        #expect(narrow.captionFrame.height == 2 * PentominoesLayout.captionLineHeight)
        let wide = PentominoesLayout(size: Size(width: 1920, height: 1080), board: .rectangle6x10)
        #expect(wide.captionFrame.height == PentominoesLayout.captionLineHeight)
        let row = CaptionRow(frame: narrow.captionFrame)
        row.show(status: Self.longStatus, solution: (0, 2339), help: [])
        #expect(row.statusLabel.frame.minY == PentominoesLayout.captionLineHeight)
        #expect(row.solutionBrowser.frame.minY == 0)
    }

    @Test("Where the words do not fit, the browser's buttons show arrows and keep their spoken names")
    func arrowsWhenNarrow() {
        let row = CaptionRow(frame: PentominoesLayout(size: Size(width: 640, height: 480), board: .blank).captionFrame)
        row.show(status: "", solution: (2180, 2339), help: [])
        #expect(row.solutionBrowser.previousButton.title == "‹" && row.solutionBrowser.nextButton.title == "›")
        #expect(row.solutionBrowser.previousButton.accessibilityLabel == "Previous solution")
        let wide = CaptionRow(
            frame: PentominoesLayout(size: Size(width: 1920, height: 1080), board: .rectangle3x20).captionFrame)
        wide.show(status: "", solution: (2180, 2339), help: [])
        #expect(wide.solutionBrowser.previousButton.title == "Previous")
    }
}
