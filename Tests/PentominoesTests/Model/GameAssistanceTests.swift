import Pentomino
import Testing

@testable import Pentominoes

/// Hint and Solve: the search runs elsewhere and its answer comes back as an action; an answer for pieces that
/// moved meanwhile is stale, one for another board is dropped.
@Suite("Game: hint and solve")
struct GameAssistanceTests {
    @Test("Hint searches once, shows one piece, then two from the same solution; a move starts again from one")
    func hintCounts() {
        var game = PentominoesGame(board: .rectangle6x10)
        let press = game.send(.hint, at: 0)
        let request = SearchRequest(purpose: .hint, board: .rectangle6x10, placed: [])
        #expect(press == [.search(request)] && game.assistance.search == request)
        #expect(game.send(.hint, at: 0.01).isEmpty, "a second press while searching changes nothing")
        let shown = game.answerSearch(in: press, at: 0.1)
        #expect(shown.events == [.hintShown(board: "6x10", count: 1, basis: .fresh, kept: 0)])
        guard case .presentHint(let hint)? = shown.last else {
            Issue.record("no hint presented: \(shown)")
            return
        }
        #expect(hint.count == 1 && hint.revealed.count == 1)
        #expect(game.send(.hint, at: 0.2).isEmpty, "the sheet is up")
        game.send(.hintClosed, at: 1)
        let second = game.send(.hint, at: 2)
        #expect(second.search == nil, "the same solution, no new search")
        #expect(second.events == [.hintShown(board: "6x10", count: 2, basis: .fresh, kept: 0)])
        game.send(.hintClosed, at: 3)
        game.drag(.v, to: Cell(row: 0, column: 0), at: 4)
        let third = game.answerSearch(in: game.send(.hint, at: 6), at: 6)
        #expect(third.events.first.map { if case .hintShown(_, 1, _, _) = $0 { true } else { false } } == true)
    }

    @Test("The hint keeps the player's correctly placed pieces and says so")
    func hintKeepsPlacedPieces() throws {
        var game = PentominoesGame(board: .rectangle6x10)
        for placement in Fixtures.otherSolution.prefix(2) { game.puzzle.place(placement) }
        let shown = game.answerSearch(in: game.send(.hint, at: 0), at: 0)
        #expect(
            shown.events == [.hintShown(board: "6x10", count: 1, basis: .agreesWithPlacedPieces(keptCount: 2), kept: 2)]
        )
        let solution = try #require(game.assistance.hintSolution)
        #expect(!Fixtures.otherSolution.prefix(2).map(\.piece).contains(solution.revealOrder[0].piece))
    }

    @Test("An answer for pieces that moved meanwhile is stale: the search runs again for the pieces as they are")
    func staleAnswerSearchesAgain() throws {
        var game = PentominoesGame(board: .rectangle6x10)
        let first = try #require(game.send(.solve, at: 0).search)
        let x = try #require(Fixtures.otherSolution.first { $0.piece == .x })
        game.drag(.x, to: x.origin, at: 0.1)
        let stale = HintSolution.find(board: first.board, placed: first.placed, keeping: .none)
        let again = game.send(.searchFinished(first, stale), at: 1.2)
        let second = try #require(again.search)
        #expect(second.placed == game.puzzle.placements && !game.isSolving)
        game.send(.searchFinished(first, stale), at: 1.3)
        #expect(!game.isSolving, "an answer to a search no longer wanted is ignored")
        game.answerSearch(in: again, at: 1.4)
        #expect(game.isSolving && game.puzzle.isComplete && game.puzzle.spot(of: .x)?.origin == x.origin)
    }

    @Test("An answer for another board is dropped: the player has moved on")
    func answerForAnotherBoard() {
        var game = PentominoesGame(board: .rectangle6x10)
        let press = game.send(.hint, at: 0)
        game.send(.select(.rectangle5x12), at: 0.1)
        #expect(game.answerSearch(in: press, at: 0.2).isEmpty)
        #expect(game.assistance.search == nil && !game.assistance.isHintShown)
    }

    @Test("Solve sends every piece to a solution one after another, controls off until the last has come to rest")
    func solve() {
        var game = PentominoesGame(board: .rectangle6x10)
        let effects = game.answerSearch(in: game.send(.solve, at: 0), at: 0.1)
        #expect(game.isSolving && game.puzzle.isComplete && game.puzzle.timer.isAssisted)
        #expect(effects.delays == (0..<12).map { Double($0) * PentominoesGame.solveStagger })
        #expect(
            effects.events.count == 12 && effects.events.allSatisfy { if case .snapped = $0 { true } else { false } })
        #expect(effects.actions.filter { $0 == .awaitRest }.count == 1)
        #expect(!game.controls.canSolve && !game.controls.canReset && !game.controls.canChooseBoards)
        #expect(game.shownSolution == nil, "the browser waits for the pieces to arrive")
        let settled = game.send(.solveSettled, at: 2)
        #expect(settled.events == [.boardSolved(board: "6x10")])
        #expect(settled.actions == [.listSolutions(.rectangle6x10)])
        #expect(game.controls.canSolve && game.controls.canChooseBoards)
        #expect(!effects.events.contains { if case .puzzleCompleted = $0 { true } else { false } }, "not celebrated")
    }

    @Test("Solve keeps the pieces the player placed correctly: only the others move")
    func solveKeepsCorrectPieces() {
        var game = PentominoesGame(board: .rectangle6x10)
        let kept = Fixtures.otherSolution[4]
        game.puzzle.place(kept)
        #expect(game.controls.solveTitle == "Complete")
        let effects = game.answerSearch(in: game.send(.solve, at: 0), at: 0)
        #expect(game.puzzle.spot(of: kept.piece)?.placement(of: kept.piece) == kept)
        #expect(effects.events.count == 11)
    }

    @Test("With pieces no solution keeps, Complete tells the player and nothing moves")
    func noCompletion() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.drag(.x, to: Cell(row: 0, column: 0), at: 0)
        let effects = game.answerSearch(in: game.send(.solve, at: 2), at: 2)
        #expect(effects == [.emit(.noCompletion(board: "6x10", placed: 1)), .showBanner(.noCompletion)])
        #expect(!game.isSolving && game.puzzle.placedPieces.map(\.piece) == [.x])
        #expect(game.send(.sendHome(.x), at: 3).contains(.hideBanner), "the next change takes the banner down")
    }

    @Test("An answer that comes while a piece is in hand lets go of it: Solve takes every piece")
    func solveLetsGoOfAHeldPiece() {
        var game = PentominoesGame(board: .rectangle6x10)
        let press = game.send(.solve, at: 0)
        game.send(.pickUp(.w), at: 0.05)
        let effects = game.answerSearch(in: press, at: 0.1)
        #expect(effects.prefix(2) == [.abandonDrag(.w), .place(.w)])
        #expect(game.hand == nil && game.puzzle.isComplete)
        #expect(
            game.send(.drop(.w, origin: Cell(row: 0, column: 0)), at: 0.2).isEmpty, "the rest of the drag is ignored")
    }

    @Test("Solve closes the hint sheet; Hint and Solve do nothing on the free-play board")
    func sheetAndBlank() {
        var game = PentominoesGame(board: .rectangle6x10)
        game.answerSearch(in: game.send(.hint, at: 0), at: 0)
        #expect(game.assistance.isHintShown)
        let solve = game.answerSearch(in: game.send(.solve, at: 1), at: 1)
        #expect(solve.contains(.dismissHint))
        var blank = PentominoesGame(board: .blank)
        #expect(blank.send(.hint, at: 0).isEmpty && blank.send(.solve, at: 0).isEmpty)
        #expect(!blank.controls.canSolve && !blank.controls.canHint && blank.controls.canReset)
    }
}
