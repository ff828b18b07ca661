import Pentomino

@testable import Pentominoes

/// Named fixtures for the game's tests: solutions of the 6×10 board, and helpers that read effects.
enum Fixtures {
    /// The solver's first solution of the 6×10 board.
    static let firstSolution = try! Solver(board: .rectangle6x10).firstSolution()!
    /// The last of the solver's first 25 solutions of the 6×10 board: different from the first in every region.
    static let otherSolution = try! Solver(board: .rectangle6x10).solutions(limit: 25).last!

    /// A 6×10 game with every piece of `solution` but `missing` placed, as a saved puzzle brings them back: no
    /// moves yet, the clock not started.
    static func almostSolved(
        missing: Piece = .x, solution: [Placement] = firstSolution
    ) -> PentominoesGame {
        var spots: [Piece: BoardSpot] = [:]
        for placement in solution where placement.piece != missing { spots[placement.piece] = placement.spot }
        return PentominoesGame(puzzle: PuzzleState(board: .rectangle6x10, restoring: spots))
    }
}

extension PuzzleState {
    /// Puts the piece where `placement` says, as it is turned there.
    mutating func place(_ placement: Placement) {
        place(placement.piece, at: BoardSpot(origin: placement.origin, orientation: placement.orientation))
    }
}

extension Placement {
    var spot: BoardSpot { BoardSpot(origin: origin, orientation: orientation) }
}

extension Array where Element == PentominoesGame.Effect {
    /// The events these effects log, in order (those of delayed effects where they stand in the list).
    var events: [PentominoesEvent] {
        flatMap { effect -> [PentominoesEvent] in
            switch effect {
            case .emit(let event): [event]
            case .after(_, let later): later.events
            default: []
            }
        }
    }

    /// The effects that are not events, delayed ones unwrapped.
    var actions: [PentominoesGame.Effect] {
        flatMap { effect -> [PentominoesGame.Effect] in
            switch effect {
            case .emit: []
            case .after(_, let later): later.actions
            default: [effect]
            }
        }
    }

    /// The search the effects start, if any.
    var search: SearchRequest? {
        actions.lazy.compactMap { effect -> SearchRequest? in
            if case .search(let request) = effect { return request }
            return nil
        }.first
    }

    /// Each delayed group's delay, in order.
    var delays: [Double] {
        compactMap { effect -> Double? in
            if case .after(let delay, _) = effect { return delay }
            return nil
        }
    }
}

extension PentominoesGame {
    /// A drag of `piece` from its place to `origin`, picked up at `time` and dropped a second later.
    @discardableResult
    mutating func drag(_ piece: Piece, to origin: Cell, at time: Double) -> [Effect] {
        send(.pickUp(piece), at: time) + send(.drop(piece, origin: origin), at: time + 1)
    }

    /// Answers the search the effects started with the real solver (its time limit never runs out).
    @discardableResult
    mutating func answerSearch(in effects: [Effect], at time: Double) -> [Effect] {
        guard let request = effects.search else { return [] }
        let solution = HintSolution.find(board: request.board, placed: request.placed, keeping: .none)
        return send(.searchFinished(request, solution), at: time)
    }
}
