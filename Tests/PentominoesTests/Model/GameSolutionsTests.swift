import Pentomino
import Testing

@testable import Pentominoes

/// A complete board's solutions: listed once, browsed round from the last to the first.
@Suite("Game: browsing solutions")
struct GameSolutionsTests {
    /// The 3×20 board (two distinct solutions) solved, Solve finished.
    private func solved3x20() -> (PentominoesGame, SolutionCatalog) {
        var game = PentominoesGame(board: .rectangle3x20)
        game.answerSearch(in: game.send(.solve, at: 0), at: 0)
        let settled = game.send(.solveSettled, at: 1)
        #expect(settled.actions == [.listSolutions(.rectangle3x20)])
        let catalog = SolutionCatalog.list(.rectangle3x20)!
        game.send(.solutionsListed(.rectangle3x20, catalog), at: 2)
        return (game, catalog)
    }

    @Test("A complete board lists its solutions once, and then shows which one it is")
    func listedOnce() throws {
        var game = PentominoesGame(board: .rectangle3x20)
        game.answerSearch(in: game.send(.solve, at: 0), at: 0)
        #expect(game.send(.solveSettled, at: 1).actions == [.listSolutions(.rectangle3x20)])
        #expect(game.solutions.listing == .rectangle3x20 && game.shownSolution == nil)
        game.send(.turn(.x, .clockwise), at: 2)
        #expect(game.solutions.listing == .rectangle3x20, "no second listing while one runs")
        let catalog = try #require(SolutionCatalog.list(.rectangle3x20))
        game.send(.solutionsListed(.rectangle3x20, catalog), at: 3)
        let shown = try #require(game.shownSolution)
        #expect(shown.count == 2 && shown.index == catalog.index(of: game.puzzle.placements))
        game.send(.sendHome(.x), at: 4)
        #expect(game.shownSolution == nil, "only a complete board shows one")
    }

    @Test("Next and Previous lay out the other solution as Solve does, going round at the ends")
    func browsing() throws {
        var (game, catalog) = solved3x20()
        let first = try #require(game.shownSolution).index
        let next = game.send(.showSolution(movedBy: 1), at: 3)
        let second = (first + 1) % 2
        #expect(next.events.first == .solutionShown(board: "3x20", number: second + 1, count: 2))
        #expect(game.isSolving && catalog.index(of: game.puzzle.placements) == second)
        #expect(game.shownSolution == nil, "hidden while the pieces travel")
        game.send(.solveSettled, at: 4)
        #expect(game.shownSolution?.index == second)
        game.send(.showSolution(movedBy: -1), at: 5)
        game.send(.solveSettled, at: 6)
        #expect(game.shownSolution?.index == first)
        game.send(.undo, at: 7)
        #expect(catalog.index(of: game.puzzle.placements) == second, "each solution shown is one undo step")
    }

    @Test("A listing of a board the player has left is kept for later, while the new board's listing runs on")
    func listingOfAnotherBoard() throws {
        var game = PentominoesGame(board: .rectangle6x10)
        game.solutions.listing = .rectangle6x10
        let catalog = try #require(SolutionCatalog.list(.rectangle3x20))
        game.send(.solutionsListed(.rectangle3x20, catalog), at: 0)
        #expect(game.solutions[.rectangle3x20] != nil && game.solutions.listing == .rectangle6x10)
        game.send(.solutionsListed(.rectangle6x10, nil), at: 1)
        #expect(game.solutions.listing == nil && game.solutions[.rectangle6x10] == nil)
    }

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
}
