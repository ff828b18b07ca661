import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

/// The automation contract: each event's name and fields in `events.jsonl`, exactly as scripts read them.
@Suite("Pentominoes events in the log")
struct PentominoesEventLogTests {
    private static let spot = BoardSpot(row: 2, column: 3, orientation: Orientation(rotation: 1, isFlipped: true))

    static let contract: [(PentominoesEvent, String, [String: AutomationValue])] = [
        (.lifted(.l), "piece.lifted", ["piece": .string("L")]),
        (
            .moved(.l, from: .home, to: .board(spot)), "piece.moved",
            ["piece": .string("L"), "from": .string("home"), "to": .string("2,3,5")]
        ),
        (
            .snapped(.l, spot), "piece.snapped",
            ["piece": .string("L"), "row": .int(2), "col": .int(3), "orientation": .int(5)]
        ),
        (.home(.f), "piece.home", ["piece": .string("F")]),
        (.rotated(.n, Orientation(rotation: 3)), "piece.rotated", ["piece": .string("N"), "orientation": .int(3)]),
        (.flipped(.n, Orientation(isFlipped: true)), "piece.flipped", ["piece": .string("N"), "orientation": .int(4)]),
        (.boardSelected(board: "blank"), "board.selected", ["board": .string("blank")]),
        (
            .hintShown(board: "6x10", count: 2, basis: .agreesWithPlacedPieces(keptCount: 3), kept: 3), "hint.shown",
            ["count": .int(2), "board": .string("6x10"), "basis": .string("keeps_placed"), "kept": .int(3)]
        ),
        (
            .hintShown(board: "6x10", count: 1, basis: .noCompletion, kept: 0), "hint.shown",
            ["count": .int(1), "board": .string("6x10"), "basis": .string("no_completion"), "kept": .int(0)]
        ),
        (.boardSolved(board: "5x12"), "board.solved", ["board": .string("5x12")]),
        (
            .puzzleCompleted(board: "6x10", seconds: 83.5, isBest: true), "puzzle.completed",
            ["board": .string("6x10"), "seconds": .double(83.5), "best": .bool(true)]
        ),
        (
            .noCompletion(board: "6x10", placed: 1), "pentominoes.no_completion",
            ["board": .string("6x10"), "placed": .int(1)]
        ),
        (
            .solutionShown(board: "6x10", number: 1445, count: 2339), "pentominoes.solution.shown",
            ["board": .string("6x10"), "index": .int(1445), "count": .int(2339)]
        ),
        (
            .undone(board: "6x10", pieces: [.x, .f], moves: 3), "pentominoes.undo",
            ["board": .string("6x10"), "pieces": .string("XF"), "moves": .int(3)]
        ),
        (
            .redone(board: "6x10", pieces: [.i], moves: 4), "pentominoes.redo",
            ["board": .string("6x10"), "pieces": .string("I"), "moves": .int(4)]
        ),
    ]

    @Test("Every event has its contract's name and exactly its contract's fields")
    func namesAndFields() {
        for (event, name, fields) in Self.contract {
            #expect(event.name == name)
            #expect(event.fields == fields, "\(name)")
        }
    }

    @MainActor
    @Test("The log writes a typed event as one JSON line with its time, name and fields")
    func writtenToTheLog() throws {
        var lines: [String] = []
        let log = EventLog(clock: { 1.5 }, sink: { lines.append($0) })
        log.emit(PentominoesEvent.snapped(.x, BoardSpot(row: 1, column: 2)))
        let line = try #require(lines.first)
        #expect(line.contains("\"event\":\"piece.snapped\"") || line.contains("\"event\": \"piece.snapped\""))
        for fragment in ["\"piece\"", "\"X\"", "\"row\"", "\"col\"", "\"orientation\""] {
            #expect(line.contains(fragment))
        }
    }
}
