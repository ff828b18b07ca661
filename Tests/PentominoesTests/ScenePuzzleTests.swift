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

    @Test("A puzzle restored at launch shows its moves and time under the board before any new move")
    func restoredStatusShowsAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pentominoes-scene-\(UUID())")
        let f = SceneFixture(puzzleFolder: folder)
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.dragPiece(.i, toCell: 0, 0, time: f.time + 1)
        f.advance(to: f.time + PentominoesScene.saveDelay + 0.1)
        f.scene.sceneWillDisappear()

        let relaunched = SceneFixture(puzzleFolder: folder)
        #expect(relaunched.scene.statusLabel.text.hasPrefix("2 moves · 0:0"))
    }
}

@MainActor
@Suite("Pentominoes scene: moves, time and best time under the board")
struct SceneStatusTests {
    @Test("The status counts moves and shows the running time, refreshed each second; nothing before the start")
    func movesAndTime() {
        let f = SceneFixture()
        #expect(f.scene.statusLabel.text.isEmpty)
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        #expect(f.scene.statusLabel.text == "1 move · 0:00")
        f.scene.rotate(.x)
        f.advance(to: 5.5)
        #expect(f.scene.statusLabel.text == "2 moves · 0:05")
        #expect(f.scene.statusLabel.frame.maxX == f.scene.layout.captionFrame.maxX)
        #expect(f.scene.caption.frame.maxX < f.scene.statusLabel.frame.minX)
        f.scene.undo()
        #expect(f.scene.statusLabel.text.hasPrefix("1 move · "))
    }

    @Test("A completion by hand is the board's best time, shown under the board and kept per board")
    func bestTime() throws {
        let f = SceneFixture()
        let solution = try #require(try Solver(board: .rectangle6x10).firstSolution())
        f.dragPiece(.f, toCell: 0, 0, time: 0)
        for placement in solution where placement.piece != .x {
            f.scene.state.place(
                placement.piece, at: BoardSpot(origin: placement.origin, orientation: placement.orientation))
        }
        let x = try #require(solution.first { $0.piece == .x })
        f.dragPiece(.x, toCell: x.origin.row, x.origin.column + 1, time: 30)
        let completed = try #require(f.events(named: "puzzle.completed").first)
        #expect(completed["best"] as? Bool == true)
        let best = try #require(f.scene.shelf.bestTime(for: .rectangle6x10))
        #expect(f.scene.statusLabel.text.hasSuffix("best \(PuzzleTimer.format(best))"))
        f.advance(to: f.time + 10)
        #expect(f.scene.timer.elapsed(at: f.time) == best, "the clock stops at the completion")
        f.scene.select(.rectangle5x12)
        #expect(f.scene.statusLabel.text.isEmpty, "another board has its own best time")
    }
}
