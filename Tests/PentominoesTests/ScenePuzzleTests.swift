import Foundation
import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

@MainActor
@Suite("Pentominoes scene: a puzzle per board, kept across launches")
struct ScenePuzzleTests {
    @Test("Switching board keeps the placed pieces: switching back brings them back, flying to their cells")
    func switchingBack() {
        let f = SceneFixture()
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.settle()
        let xSpot = f.scene.state.spot(of: .x)
        let wide = f.scene.chips.first { $0.board == .rectangle5x12 }!
        f.click(at: wide.frameInWindow.center, time: f.time)
        #expect(f.scene.state.spot(of: .x) == nil)
        f.settle()
        f.dragPiece(.i, toCell: 0, 0, time: f.time)
        f.settle()
        let tall = f.scene.chips.first { $0.board == .rectangle6x10 }!
        f.click(at: tall.frameInWindow.center, time: f.time)
        #expect(f.scene.state.spot(of: .x) == xSpot && f.scene.state.spot(of: .i) == nil)
        #expect(f.events(named: "piece.snapped").last?["piece"] as? String == "X")
        f.runFrames(for: 0.05)
        #expect(f.pieceView(.x).center != f.scene.target(of: .x).center, "the piece travels back, animated")
        f.settle()
        #expect(f.pieceView(.x).center == f.scene.target(of: .x).center)
        f.click(at: wide.frameInWindow.center, time: f.time)
        #expect(f.scene.state.spot(of: .i) != nil && f.scene.state.spot(of: .x) == nil)
    }

    @Test("A completed board chosen again is not celebrated twice")
    func completedBoardIsNotCelebratedAgain() throws {
        let f = SceneFixture()
        let solution = try #require(try Solver(board: .rectangle6x10).firstSolution())
        for placement in solution where placement.piece != .x {
            f.scene.state.place(
                placement.piece, at: BoardSpot(origin: placement.origin, orientation: placement.orientation))
        }
        let x = try #require(solution.first { $0.piece == .x })
        f.dragPiece(.x, toCell: x.origin.row, x.origin.column + 1, time: 0)
        #expect(f.events(named: "puzzle.completed").count == 1)
        f.settle()
        f.scene.select(.rectangle5x12)
        f.scene.select(.rectangle6x10)
        f.settle()
        #expect(f.scene.state.isComplete)
        #expect(f.events(named: "puzzle.completed").count == 1)
    }

    @Test("The puzzles and the board played come back in a new scene reading the same folder")
    func keptAcrossLaunches() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pentominoes-scene-\(UUID())")
        let f = SceneFixture(puzzleFolder: folder)
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.settle()
        f.scene.select(.rectangle5x12)
        f.dragPiece(.i, toCell: 0, 0, time: f.time)
        f.advance(to: f.time + PentominoesScene.saveDelay + 0.1)
        let spots = (x: f.scene.shelf.puzzles["6x10"]?.spot(of: .x), i: f.scene.state.spot(of: .i))
        #expect(spots.x != nil && spots.i != nil)

        let relaunched = SceneFixture(puzzleFolder: folder)
        #expect(relaunched.scene.state.board == .rectangle5x12)
        #expect(relaunched.scene.state.spot(of: .i) == spots.i)
        #expect(relaunched.pieceView(.i).center == relaunched.scene.target(of: .i).center)
        relaunched.scene.select(.rectangle6x10)
        #expect(relaunched.scene.state.spot(of: .x) == spots.x)
    }
}
