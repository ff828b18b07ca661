import Foundation
import Testing

@testable import Pentomino

@Suite("Sample board files")
struct SampleBoardTests {
    /// `Resources/boards` in the repository, found from this file's real location.
    static let boardsDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/boards")

    @Test(
        "each sample board file loads and has its known number of distinct solutions",
        arguments: [("castle", 14), ("bridge", 271), ("8x8-offcenter", 582)])
    func sampleBoards(name: String, distinct: Int) throws {
        let url = Self.boardsDirectory.appendingPathComponent(name + ".txt")
        let board = try Board(parsing: String(contentsOf: url, encoding: .utf8), name: name)
        let solver = try Solver(board: board)
        let count = try solver.count()
        #expect(count.distinct == distinct)
        #expect(count.solutions == distinct * board.symmetries.count)
        expectValid(try #require(try solver.firstSolution()), on: board)
    }
}
