import Kit
import Pentomino

/// The automation contract for the puzzle's events: each case's name and fields in `events.jsonl`, exactly as
/// scripts read them (rows and columns from 0, orientations as their index 0–7, positions as `home` or
/// `row,col,orientation`).
extension PentominoesEvent: SemanticEvent {
    public var name: String {
        switch self {
        case .lifted: "piece.lifted"
        case .moved: "piece.moved"
        case .snapped: "piece.snapped"
        case .home: "piece.home"
        case .rotated: "piece.rotated"
        case .flipped: "piece.flipped"
        case .boardSelected: "board.selected"
        case .hintShown: "hint.shown"
        case .boardSolved: "board.solved"
        case .puzzleCompleted: "puzzle.completed"
        case .noCompletion: "pentominoes.no_completion"
        case .solutionShown: "pentominoes.solution.shown"
        case .undone: "pentominoes.undo"
        case .redone: "pentominoes.redo"
        }
    }

    public var fields: [String: AutomationValue] {
        switch self {
        case .lifted(let piece), .home(let piece):
            return ["piece": Self.letter(piece)]
        case .moved(let piece, let from, let to):
            return [
                "piece": Self.letter(piece), "from": .string(from.automationText), "to": .string(to.automationText),
            ]
        case .snapped(let piece, let spot):
            return [
                "piece": Self.letter(piece), "row": .int(spot.origin.row), "col": .int(spot.origin.column),
                "orientation": .int(spot.orientation.index),
            ]
        case .rotated(let piece, let orientation), .flipped(let piece, let orientation):
            return ["piece": Self.letter(piece), "orientation": .int(orientation.index)]
        case .boardSelected(let board), .boardSolved(let board):
            return ["board": .string(board)]
        case .hintShown(let board, let count, let basis, let kept):
            return [
                "count": .int(count), "board": .string(board), "basis": .string(Self.automationName(of: basis)),
                "kept": .int(kept),
            ]
        case .puzzleCompleted(let board, let seconds, let isBest):
            return ["board": .string(board), "seconds": .double(seconds), "best": .bool(isBest)]
        case .noCompletion(let board, let placed):
            return ["board": .string(board), "placed": .int(placed)]
        case .solutionShown(let board, let number, let count):
            return ["board": .string(board), "index": .int(number), "count": .int(count)]
        case .undone(let board, let pieces, let moves), .redone(let board, let pieces, let moves):
            return ["board": .string(board), "pieces": .string(String(pieces.map(\.letter))), "moves": .int(moves)]
        }
    }

    private static func letter(_ piece: Piece) -> AutomationValue {
        .string(String(piece.letter))
    }

    /// `fresh`, `keeps_placed` or `no_completion`.
    static func automationName(of basis: HintSolution.Basis) -> String {
        switch basis {
        case .fresh: "fresh"
        case .agreesWithPlacedPieces: "keeps_placed"
        case .noCompletion: "no_completion"
        }
    }
}
