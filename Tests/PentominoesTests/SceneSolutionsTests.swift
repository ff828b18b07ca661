import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

@MainActor
@Suite("Pentominoes scene: browsing solutions, Complete")
struct SceneSolutionsTests {
    @Test("A catalog finds a solution in any of its turned or mirrored images, and steps round at the ends")
    func catalog() throws {
        let catalog = try #require(SolutionCatalog.list(.rectangle3x20))
        #expect(catalog.count == 2)
        let second = catalog.solutions[1]
        for symmetry in Board.rectangle3x20.symmetries {
            #expect(catalog.index(of: Board.rectangle3x20.transform(second, by: symmetry)) == 1)
        }
        #expect(catalog.index(of: Array(second.dropLast())) == nil)
        #expect(catalog.index(1, movedBy: 1) == 0 && catalog.index(0, movedBy: -1) == 1)
    }

    @Test("After Solve the line under the board reads “Solution k of N”; next and previous lay out the others")
    func browse() throws {
        let f = SceneFixture(board: .rectangle3x20)
        #expect(f.scene.solutionBrowser.isHidden)
        f.scene.solve()
        f.settle()
        f.scene.listing?.waitUntilFinished()
        f.runFrames(for: 1.0 / 60)
        let browser = f.scene.solutionBrowser
        #expect(!browser.isHidden && f.scene.caption.text.isEmpty)
        let catalog = try #require(f.scene.catalogs["3x20"])
        let first = try #require(catalog.index(of: f.scene.state.placements))
        #expect(browser.indexLabel.text == "Solution \(first + 1) of 2")

        f.click(at: browser.nextButton.frameInWindow.center, time: f.time)
        #expect(f.scene.isSolving)
        f.settle()
        let second = (first + 1) % 2
        #expect(catalog.index(of: f.scene.state.placements) == second)
        #expect(browser.indexLabel.text == "Solution \(second + 1) of 2")
        #expect(f.events(named: "pentominoes.solution.shown").last?["index"] as? Int == second + 1)
        for piece in Piece.allCases { #expect(f.pieceView(piece).center == f.scene.target(of: piece).center) }

        f.click(at: browser.previousButton.frameInWindow.center, time: f.time)
        f.settle()
        #expect(catalog.index(of: f.scene.state.placements) == first)
        f.scene.undo()
        #expect(catalog.index(of: f.scene.state.placements) == second, "each solution shown is one undo step")
        f.scene.sendHome(.x)
        #expect(browser.isHidden && !f.scene.caption.text.isEmpty)
    }

    @Test("With pieces placed the button reads Complete; pieces no solution keeps stay, and the player is told")
    func noCompletion() {
        let f = SceneFixture()
        #expect(f.scene.solveButton.title == "Solve")
        // An X in the top-left box shuts the corner cell off: nothing can cover it.
        f.scene.state.place(.x, at: BoardSpot(row: 0, column: 0))
        f.scene.piecesDidChange()
        #expect(f.scene.solveButton.title == "Complete")
        f.click(at: f.scene.solveButton.frameInWindow.center, time: 0)
        f.settle()
        #expect(f.events(named: "pentominoes.no_completion").count == 1)
        #expect(f.scene.state.placedPieces.map(\.piece) == [.x])
        #expect(!f.scene.isSolving && f.scene.celebration.isShowing)
        #expect(f.scene.celebration.automationValue == .string("No solution keeps these pieces"))
        f.scene.sendHome(.x)
        #expect(!f.scene.celebration.isShowing)
    }
}
