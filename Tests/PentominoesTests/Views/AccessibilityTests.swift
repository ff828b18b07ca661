import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

/// What a screen reader hears of the puzzle and what it can do: each piece is a named object that says where it
/// is, with actions that turn, flip and move it as the mouse and keys do; the board is a described canvas.
@MainActor
@Suite("Pentominoes accessibility")
struct PentominoesAccessibilityTests {
    private func element(_ f: SceneFixture, _ piece: Piece) throws -> (AccessibilityTree, AccessibilityNode) {
        let tree = AccessibilityTree(window: f.window, applicationName: "Kinetic")
        tree.refresh()
        let node = try #require(tree.snapshot.node(withIdentifier: "pentominoes.piece.\(piece.letter)"))
        return (tree, node)
    }

    private func perform(_ action: String, on piece: Piece, in f: SceneFixture) throws {
        let (tree, node) = try element(f, piece)
        let index = try #require(node.actions.firstIndex { $0.name == action }, "\(action) is offered")
        #expect(tree.perform(.action(id: node.id, index: index)))
    }

    @Test("A piece at home says so, offers rotate, flip and move, and is an image named by its letter")
    func pieceAtHome() throws {
        let f = SceneFixture()
        let (_, node) = try element(f, .l)
        #expect(node.name == "piece L, at home" && node.role == .image)
        #expect(Array(node.actions.map(\.name).prefix(3)) == ["rotate", "flip", "move"])
    }

    @Test("Move places a piece at home on the first free place, counting rows and columns from 1")
    func moveFromHome() throws {
        let f = SceneFixture()
        try perform("move", on: .l, in: f)
        #expect(f.puzzle.spot(of: .l) == BoardSpot(row: 0, column: 0))
        #expect(f.events(named: "piece.snapped").count == 1)
        #expect(try element(f, .l).1.name == "piece L, on the board at row 1 column 1")
    }

    @Test("Move goes to the next free place: it never lands on another piece")
    func moveSkipsCoveredCells() throws {
        let f = SceneFixture()
        try perform("move", on: .i, in: f)
        try perform("move", on: .l, in: f)
        let covered = Set(BoardSpot(row: 0, column: 0).cells(of: .i))
        let spot = try #require(f.puzzle.spot(of: .l))
        #expect(covered.isDisjoint(with: spot.cells(of: .l)))
        try perform("move", on: .l, in: f)
        let next = try #require(f.puzzle.spot(of: .l))
        #expect(next != spot && covered.isDisjoint(with: next.cells(of: .l)))
    }

    @Test("Rotate and flip turn a placed piece as R and F do, and its name says how it is turned")
    func rotateAndFlip() throws {
        let f = SceneFixture()
        f.dragPiece(.n, toCell: 1, 1, time: 0)
        f.settle()
        try perform("rotate", on: .n, in: f)
        #expect(f.puzzle.spot(of: .n)?.orientation == Orientation(rotation: 1))
        #expect(try element(f, .n).1.name.hasSuffix(", rotated 90°"))
        try perform("flip", on: .n, in: f)
        #expect(f.puzzle.spot(of: .n)?.orientation == Orientation(rotation: 1).flipped())
        #expect(try element(f, .n).1.name.contains(", flipped, rotated 270°"))
        #expect(f.events(named: "piece.rotated").count == 1 && f.events(named: "piece.flipped").count == 1)
        try perform("send home", on: .n, in: f)
        #expect(f.puzzle.spot(of: .n) == nil)
    }

    @Test("The board is a canvas that counts the pieces placed")
    func boardDescription() throws {
        let f = SceneFixture()
        let tree = AccessibilityTree(window: f.window, applicationName: "Kinetic")
        tree.refresh()
        let board = try #require(tree.snapshot.node(withIdentifier: "pentominoes.board"))
        #expect(board.role == .canvas && board.description == "6x10 board, 0 of 12 pieces placed")
        try perform("move", on: .x, in: f)
        #expect(
            tree.refresh().contains(.descriptionChanged(id: board.id, description: "6x10 board, 1 of 12 pieces placed"))
        )
    }
}
