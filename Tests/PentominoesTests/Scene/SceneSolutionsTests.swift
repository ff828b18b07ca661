import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

@MainActor
@Suite("Pentominoes scene: browsing solutions, Complete")
struct SceneSolutionsTests {
    @Test("After Solve the line under the board reads “Solution k of N”; Next and Previous lay out the others")
    func browse() throws {
        let f = SceneFixture(board: .rectangle3x20, listsSolutions: true)
        let browser = f.captionRow.solutionBrowser
        #expect(browser.isHidden)
        f.scene.solve()
        f.settle()
        f.runFrames(for: 1.0 / 60)
        #expect(!browser.isHidden && f.captionRow.caption.text.isEmpty)
        let catalog = try #require(f.scene.game.solutions[.rectangle3x20])
        let first = try #require(catalog.index(of: f.puzzle.placements))
        #expect(browser.indexLabel.text == "Solution \(first + 1) of 2")

        f.click(at: browser.nextButton.frameInWindow.center, time: f.time)
        #expect(f.scene.game.isSolving && browser.isHidden)
        f.settle()
        let second = (first + 1) % 2
        #expect(browser.indexLabel.text == "Solution \(second + 1) of 2")
        #expect(f.events(named: "pentominoes.solution.shown").last?["index"] as? Int == second + 1)
        for piece in Piece.allCases { #expect(f.pieceView(piece).center == f.scene.target(of: piece).center) }

        f.click(at: browser.previousButton.frameInWindow.center, time: f.time)
        f.settle()
        #expect(catalog.index(of: f.puzzle.placements) == first)
        f.scene.send(.sendHome(.x))
        #expect(browser.isHidden && !f.captionRow.caption.text.isEmpty)
    }

    @Test("Pieces no solution keeps stay, and a banner tells the player; the next change takes it down")
    func noCompletion() {
        let f = SceneFixture()
        // An X in the top-left box shuts the corner cell off: nothing can cover it.
        f.dragPiece(.x, toCell: 0, 1, time: 0)
        f.settle()
        #expect(f.toolbar.solve.title == "Complete")
        f.click(at: f.toolbar.solve.frameInWindow.center, time: f.time)
        f.runFrames(for: 0.5)
        #expect(f.events(named: "pentominoes.no_completion").count == 1)
        #expect(f.puzzle.placedPieces.map(\.piece) == [.x])
        #expect(!f.scene.game.isSolving && f.celebration.isShowing)
        #expect(f.celebration.automationValue == .string("No solution keeps these pieces"))
        f.scene.send(.sendHome(.x))
        #expect(!f.celebration.isShowing)
    }
}
