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
        let xSpot = f.puzzle.spot(of: .x)
        let wide = f.chips.first { $0.board == .rectangle5x12 }!
        f.click(at: wide.frameInWindow.center, time: f.time)
        #expect(f.puzzle.spot(of: .x) == nil)
        f.settle()
        f.dragPiece(.i, toCell: 0, 0, time: f.time)
        f.settle()
        let tall = f.chips.first { $0.board == .rectangle6x10 }!
        f.click(at: tall.frameInWindow.center, time: f.time)
        #expect(f.puzzle.spot(of: .x) == xSpot && f.puzzle.spot(of: .i) == nil)
        f.runFrames(for: 0.05)
        #expect(f.pieceView(.x).center != f.scene.target(of: .x).center, "the piece travels back, animated")
        f.settle()
        #expect(f.pieceView(.x).center == f.scene.target(of: .x).center)
        #expect(tall.isSelectedForAutomation && !wide.isSelectedForAutomation)
    }

    @Test("The puzzles and the board played come back in a new scene reading the same folder")
    func keptAcrossLaunches() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pentominoes-scene-\(UUID())")
        let f = SceneFixture(puzzleFolder: folder)
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.settle()
        f.scene.select(.rectangle5x12)
        f.dragPiece(.i, toCell: 0, 0, time: f.time)
        f.advance(to: f.time + PuzzleKeeper.saveDelay + 0.1)
        let spots = (x: f.scene.game.shelf.puzzles["6x10"]?.spot(of: .x), i: f.puzzle.spot(of: .i))
        #expect(spots.x != nil && spots.i != nil)

        let relaunched = SceneFixture(puzzleFolder: folder)
        #expect(relaunched.puzzle.board == .rectangle5x12)
        #expect(relaunched.puzzle.spot(of: .i) == spots.i)
        #expect(relaunched.pieceView(.i).center == relaunched.scene.target(of: .i).center)
        relaunched.scene.select(.rectangle6x10)
        #expect(relaunched.puzzle.spot(of: .x) == spots.x)
    }

    @Test("A puzzle restored at launch shows its moves and time under the board before any new move")
    func restoredStatusShowsAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pentominoes-scene-\(UUID())")
        let f = SceneFixture(puzzleFolder: folder)
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.dragPiece(.i, toCell: 0, 0, time: f.time + 1)
        f.advance(to: f.time + PuzzleKeeper.saveDelay + 0.1)
        f.scene.sceneWillDisappear()

        let relaunched = SceneFixture(puzzleFolder: folder)
        #expect(relaunched.captionRow.statusLabel.text.hasPrefix("2 moves · 0:0"))
    }

    @Test("A burst of moves is written once, a moment after the last")
    func burstIsOneWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pentominoes-burst-\(UUID())")
        let f = SceneFixture(puzzleFolder: folder)
        let file = folder.appendingPathComponent(PuzzleFile.fileName)
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.scene.send(.turn(.x, .clockwise))
        #expect(!FileManager.default.fileExists(atPath: file.path), "not yet: more moves may follow")
        f.advance(to: f.time + PuzzleKeeper.saveDelay + 0.1)
        #expect(FileManager.default.fileExists(atPath: file.path))
    }
}

@MainActor
@Suite("Pentominoes scene: moves, time and best time under the board")
struct SceneStatusTests {
    @Test("The status shows at the right of the line under the board, its time refreshed each second")
    func movesAndTime() {
        let f = SceneFixture()
        let status = f.captionRow.statusLabel
        #expect(status.text.isEmpty)
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        #expect(status.text == "1 move · 0:00")
        f.scene.send(.turn(.x, .clockwise))
        f.advance(to: 5.5)
        #expect(status.text == "2 moves · 0:05")
        #expect(status.frameInWindow.maxX == f.captionRow.frameInWindow.maxX)
        #expect(f.captionRow.frame == f.scene.layout.captionFrame)
        #expect(f.captionRow.caption.frame.maxX < status.frame.minX)
        f.scene.sceneWillDisappear()
        f.advance(to: 9.5)
        #expect(status.text == "2 moves · 0:05", "the clock stops while the tab is away")
    }
}
