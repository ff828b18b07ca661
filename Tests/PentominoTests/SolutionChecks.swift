import Testing

@testable import Pentomino

/// Whether `solution` is a valid cover of `board`: each piece once, every cell covered once, no hole covered.
///
/// A plain Boolean (rather than a series of `#expect`s) keeps checking thousands of solutions fast in debug builds.
func isValid(_ solution: [Placement], on board: Board) -> Bool {
    let covered = solution.flatMap(\.cells)
    return solution.map(\.piece).sorted() == Piece.allCases && Set(covered).count == covered.count
        && Set(covered) == Set(board.cells)
}

/// Expects `solution` to be a valid cover of `board` (see `isValid(_:on:)`).
func expectValid(_ solution: [Placement], on board: Board, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(isValid(solution, on: board), "\(board.letterGrid(of: solution))", sourceLocation: sourceLocation)
}

/// Expects every solution in `solutions` to be a valid cover of `board`.
func expectAllValid(_ solutions: [[Placement]], on board: Board, sourceLocation: SourceLocation = #_sourceLocation) {
    let cells = Set(board.cells)
    let invalid = solutions.filter { solution in
        let covered = solution.flatMap(\.cells)
        return solution.map(\.piece).sorted() != Piece.allCases || covered.count != cells.count
            || Set(covered) != cells
    }
    #expect(invalid.isEmpty, "\(invalid.count) invalid solutions", sourceLocation: sourceLocation)
}
