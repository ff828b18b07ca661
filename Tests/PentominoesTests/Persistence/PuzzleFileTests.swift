import Foundation
import Pentomino
import Preferences
import Synchronization
import Testing

@testable import Pentominoes

@MainActor
@Suite("Puzzle file: every board's puzzle and best time across launches")
struct PuzzleFileTests {
    private let data = FileManager.default.temporaryDirectory.appendingPathComponent("pentominoes-puzzles-\(UUID())")
    private let fixedNow = Date(timeIntervalSince1970: 1_795_428_900)

    /// The 6×10 puzzle with X and a turned, flipped F placed, 40 seconds in, and a put-away 5×12 with one piece.
    private func playedPuzzles() -> (current: PuzzleState, shelf: PuzzleShelf) {
        var other = PuzzleState(board: .rectangle5x12)
        other.place(.i, at: BoardSpot(row: 0, column: 0))
        var shelf = PuzzleShelf(puzzles: [other], bestTimes: ["6x10": 95.5])
        var current = shelf.take(.rectangle6x10)
        current.place(.x, at: BoardSpot(row: 1, column: 1))
        current.place(.f, at: BoardSpot(row: 3, column: 5, orientation: Orientation(rotation: 3, isFlipped: true)))
        current.timer.noteMove(at: 10)
        return (current, shelf)
    }

    @Test("Pieces, moves, time, the board played and best times come back after a relaunch")
    func roundTrip() throws {
        let (current, shelf) = playedPuzzles()
        let file = PuzzleFile(directory: data, report: { _ in })
        #expect(file.load(boards: Board.builtIns).shelf.puzzles.isEmpty)
        #expect(file.save(current: current, shelf: shelf, at: 50))

        let loaded = PuzzleFile(directory: data).load(boards: Board.builtIns)
        #expect(loaded.currentBoard == .rectangle6x10)
        var restoredShelf = loaded.shelf
        let restored = restoredShelf.take(.rectangle6x10)
        #expect(restored.positions == current.positions)
        #expect(restored.moves == 2)
        #expect(restored.timer.elapsed(at: 0) == 40 && !restored.timer.isRunning)
        #expect(!restored.canUndo, "undo history stays with the session")
        #expect(restoredShelf.take(.rectangle5x12).spot(of: .i) == BoardSpot(row: 0, column: 0))
        #expect(restoredShelf.bestTime(for: .rectangle6x10) == 95.5)
    }

    @Test("A damaged file is kept aside with one line, and the puzzles start empty")
    func corruptFile() throws {
        let file = PuzzleFile(directory: data, report: { _ in })
        let (current, shelf) = playedPuzzles()
        file.save(current: current, shelf: shelf, at: 50)
        try Data("<plist><dict><key>board".utf8).write(to: file.url)

        let lines = PuzzleLines()
        let loaded = PuzzleFile(directory: data, report: lines.sink).load(boards: Board.builtIns, now: fixedNow)
        #expect(loaded.shelf.puzzles.isEmpty && loaded.currentBoard == nil)
        #expect(lines.lines.count == 1)
        #expect(lines.lines.first?.contains("pentominoes.plist could not be read") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
        #expect(names == ["pentominoes.plist.corrupt-20261123T101500Z"], "the damaged file is kept, not overwritten")
    }

    @Test("A value of the wrong type takes its default, names its key, and the rest of the file still loads")
    func wrongTypes() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>board</key><string>5x12</string>
            <key>future</key><string>kept</string>
            <key>puzzles</key><dict>
              <key>5x12</key><dict>
                <key>moves</key><string>many</string>
                <key>pieces</key><dict>
                  <key>X</key><dict><key>row</key><integer>0</integer><key>column</key><integer>0</integer>
                    <key>orientation</key><integer>0</integer></dict>
                  <key>L</key><dict><key>row</key><integer>99</integer><key>column</key><integer>0</integer>
                    <key>orientation</key><integer>0</integer></dict>
                </dict>
              </dict>
              <key>unknown-board</key><dict/>
            </dict>
            </dict></plist>
            """
        let url = data.appendingPathComponent(PuzzleFile.fileName)
        try Data(plist.utf8).write(to: url)
        let lines = PuzzleLines()
        let file = PuzzleFile(directory: data, report: lines.sink)
        let loaded = file.load(boards: Board.builtIns, now: fixedNow)
        #expect(lines.lines.count == 1)
        #expect(lines.lines.first?.contains("“puzzles.5x12.moves” holds a string, not an integer") == true)
        #expect(loaded.currentBoard == .rectangle5x12)
        var shelf = loaded.shelf
        let puzzle = shelf.take(.rectangle5x12)
        #expect(puzzle.spot(of: .x) == BoardSpot(row: 0, column: 0))
        #expect(puzzle.spot(of: .l) == nil, "a spot off the grid starts at home")
        #expect(puzzle.moves == 0)

        file.save(current: puzzle, shelf: shelf, at: 0)
        let saved = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        #expect((saved as? [String: Any])?["future"] as? String == "kept", "unknown keys are written back")
    }
}

@Suite("Puzzle shelf")
struct PuzzleShelfTests {
    @Test("Choosing another board puts the puzzle away with its clock stopped; choosing it again brings it back")
    func exchange() {
        var shelf = PuzzleShelf()
        var current = shelf.take(.rectangle6x10)
        current.place(.x, at: BoardSpot(row: 1, column: 1))
        current.timer.noteMove(at: 10)
        var other = shelf.exchange(current, for: .rectangle5x12, at: 25)
        #expect(other.board == .rectangle5x12 && other.placedPieces.isEmpty)
        other.place(.i, at: BoardSpot(row: 0, column: 0))
        let back = shelf.exchange(other, for: .rectangle6x10, at: 100)
        #expect(back.spot(of: .x) == BoardSpot(row: 1, column: 1))
        #expect(back.canUndo, "the undo history comes back with the puzzle")
        #expect(back.timer.elapsed(at: 500) == 15, "the clock did not run while the board was away")
        #expect(shelf.puzzles["5x12"]?.spot(of: .i) == BoardSpot(row: 0, column: 0))
    }

    @Test("A completion is the board's best time only when faster than the best so far")
    func bestTimes() {
        var shelf = PuzzleShelf()
        let first = shelf.noteCompletion(of: .rectangle6x10, in: 90)
        let slower = shelf.noteCompletion(of: .rectangle6x10, in: 120)
        let faster = shelf.noteCompletion(of: .rectangle6x10, in: 60)
        #expect(first && !slower && faster)
        #expect(shelf.bestTime(for: .rectangle6x10) == 60)
        #expect(shelf.bestTime(for: .rectangle5x12) == nil)
    }
}

/// Lines a file reported, collected instead of printed.
final class PuzzleLines: Sendable {
    private let storage = Mutex<[String]>([])
    var lines: [String] { storage.withLock { $0 } }
    var sink: PropertyListFile.LineSink { { line in self.storage.withLock { $0.append(line) } } }
}
