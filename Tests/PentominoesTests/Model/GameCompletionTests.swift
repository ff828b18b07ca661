import Pentomino
import Testing

@testable import Pentominoes

/// A board the player completes is celebrated once, timed, and its best time kept.
@Suite("Game: completion")
struct GameCompletionTests {
    private let lastX = Fixtures.firstSolution.first { $0.piece == .x }!

    @Test("Completing the board celebrates it: the time from the first move, a best time, a banner and a wave")
    func completionIsCelebrated() {
        var game = Fixtures.almostSolved(missing: .x)
        game.send(.pickUp(.x), at: 10)
        let drop = game.send(.drop(.x, origin: lastX.origin), at: 52.5)
        #expect(drop.events.last == .puzzleCompleted(board: "6x10", seconds: 42.5, isBest: true))
        #expect(drop.contains(.showBanner(.solved(seconds: 42.5, isNewBest: false))), "the first time is no record")
        let waves = drop.actions.compactMap { effect -> [Piece]? in
            if case .wave(let order) = effect { return order }
            return nil
        }
        let wave = waves.first ?? []
        let columns = wave.map { game.puzzle.spot(of: $0)!.origin.column }
        #expect(wave.count == 12 && columns == columns.sorted(), "left to right across the board")
        #expect(game.shelf.bestTime(for: .rectangle6x10) == 42.5)
        #expect(game.puzzle.timer.elapsed(at: 100) == 42.5, "the clock stops")
        #expect(game.statusText(at: 100) == "1 move · 0:42 · best 0:42")
    }

    @Test("A faster completion is a new best, said in the banner; a slower one keeps the best")
    func bestTimes() {
        var game = Fixtures.almostSolved(missing: .x)
        game.send(.pickUp(.x), at: 0)
        game.send(.drop(.x, origin: lastX.origin), at: 3)
        game.send(.sendHome(.x), at: 5)
        let slower = game.drag(.x, to: lastX.origin, at: 6)
        #expect(slower.events.last == .puzzleCompleted(board: "6x10", seconds: 4, isBest: false))
        game.send(.reset, at: 8)
        for placement in Fixtures.firstSolution where placement.piece != .x { game.puzzle.place(placement) }
        let faster = game.drag(.x, to: lastX.origin, at: 9)
        #expect(faster.events.last == .puzzleCompleted(board: "6x10", seconds: 1, isBest: true))
        #expect(faster.contains(.showBanner(.solved(seconds: 1, isNewBest: true))))
        #expect(Banner.solved(seconds: 1, isNewBest: true).detail == "in 0:01 · a new best")
    }

    @Test("A board brought back complete is not celebrated again: undo and redo, another board and back")
    func notCelebratedTwice() {
        var game = Fixtures.almostSolved(missing: .x)
        game.drag(.x, to: lastX.origin, at: 0)
        game.send(.undo, at: 2)
        #expect(!game.send(.redo, at: 3).events.contains { if case .puzzleCompleted = $0 { true } else { false } })
        game.send(.select(.rectangle5x12), at: 4)
        let back = game.send(.select(.rectangle6x10), at: 5)
        #expect(
            game.puzzle.isComplete
                && back.events.filter { if case .puzzleCompleted = $0 { true } else { false } }.isEmpty)
    }

    @Test("A board that stays complete is not celebrated again, and its clock stays stopped (an X turned in place)")
    func stayingComplete() {
        var game = Fixtures.almostSolved(missing: .x)
        game.drag(.x, to: lastX.origin, at: 0)
        let turn = game.send(.turn(.x, .clockwise), at: 5)
        #expect(game.puzzle.isComplete && turn.events.count == 2, "rotated and snapped, no completion")
        #expect(!game.puzzle.timer.isRunning && game.puzzle.timer.elapsed(at: 50) == 1)
    }

    @Test("A change that leaves the board incomplete takes the banner down")
    func bannerGoesWithTheCompletion() {
        var game = Fixtures.almostSolved(missing: .x)
        game.drag(.x, to: lastX.origin, at: 0)
        #expect(game.send(.sendHome(.x), at: 2).contains(.hideBanner))
        #expect(game.send(.pickUp(.x), at: 3).contains(.hideBanner), "picking a piece up takes it down at once")
    }

    @Test("A board Solve filled is not the player's: no celebration, no best time")
    func solvedIsNotCelebrated() {
        var game = Fixtures.almostSolved(missing: .x)
        game.drag(.w, to: Cell(row: 0, column: 0), at: 0)
        game.send(.undo, at: 1)
        let effects = game.answerSearch(in: game.send(.solve, at: 2), at: 2)
        #expect(game.puzzle.isComplete && effects.events.count == 1)
        #expect(game.shelf.bestTime(for: .rectangle6x10) == nil)
    }
}
