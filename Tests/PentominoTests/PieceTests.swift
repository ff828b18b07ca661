import Testing

@testable import Pentomino

@Suite("Pieces")
struct PieceTests {
    @Test("there are 12 pieces named F I L N P T U V W X Y Z")
    func twelveLetters() {
        #expect(String(Piece.allCases.map(\.letter)) == "FILNPTUVWXYZ")
        for piece in Piece.allCases {
            #expect(Piece(letter: piece.letter) == piece)
            #expect(Piece(letter: Character(piece.letter.lowercased())) == piece)
        }
        #expect(Piece(letter: "A") == nil)
    }

    @Test("every orientation of every piece has 5 squares anchored at row 0 and column 0")
    func shapesAreNormalized() {
        for piece in Piece.allCases {
            for orientation in Orientation.all {
                let cells = piece.cells(in: orientation)
                #expect(cells.count == 5)
                #expect(Set(cells).count == 5)
                #expect(cells.map(\.row).min() == 0)
                #expect(cells.map(\.column).min() == 0)
                #expect(cells == cells.sorted())
            }
        }
    }

    @Test(
        "each piece has the textbook number of distinct orientations",
        arguments: [
            (Piece.f, 8), (.i, 2), (.l, 8), (.n, 8), (.p, 8), (.t, 4),
            (.u, 4), (.v, 4), (.w, 4), (.x, 1), (.y, 8), (.z, 4),
        ])
    func orientationCounts(piece: Piece, expected: Int) {
        #expect(piece.orientations.count == expected)
        let shapes = Set(Orientation.all.map { piece.cells(in: $0) })
        #expect(shapes.count == expected)
    }

    @Test("the 12 pieces have 63 fixed shapes in all, all different")
    func sixtyThreeFixedPentominoes() {
        let shapes = Piece.allCases.flatMap { piece in piece.orientations.map { piece.cells(in: $0) } }
        #expect(shapes.count == 63)
        #expect(Set(shapes).count == 63)
    }

    @Test("the shape after a tap is the shape turned a quarter clockwise")
    func rotatingMatchesTurningTheCells() {
        for piece in Piece.allCases {
            for orientation in Orientation.all {
                let turned = piece.cells(in: orientation).map(Orientation(rotation: 1).transform).normalized()
                #expect(piece.cells(in: orientation.rotatedClockwise()) == turned)
                let mirrored = piece.cells(in: orientation).map(Orientation(isFlipped: true).transform).normalized()
                #expect(piece.cells(in: orientation.flipped()) == mirrored)
            }
        }
    }

    @Test("the F turns and flips as drawn in docs/pentomino.md")
    func documentedPictures() {
        func picture(_ orientation: Orientation) -> [String] {
            let cells = Set(Piece.f.cells(in: orientation))
            let size = Piece.f.size(in: orientation)
            return (0..<size.rows).map { row in
                String((0..<size.columns).map { cells.contains(Cell(row: row, column: $0)) ? "#" : "." })
            }
        }
        #expect(picture(.identity) == [".##", "##.", ".#."])
        #expect(picture(Orientation.identity.rotatedClockwise()) == [".#.", "###", "..#"])
        #expect(picture(Orientation.identity.flipped()) == ["##.", ".##", ".#."])
    }

    @Test("the canonical orientation gives the same shape and is the smallest index that does")
    func canonicalOrientation() {
        for piece in Piece.allCases {
            for orientation in Orientation.all {
                let canonical = piece.canonical(orientation)
                #expect(piece.cells(in: canonical) == piece.cells(in: orientation))
                #expect(canonical.index <= orientation.index)
                #expect(piece.orientations.contains(canonical))
            }
        }
    }

    @Test("the size of a piece is its bounding box")
    func sizes() {
        func size(_ piece: Piece, _ orientation: Orientation) -> [Int] {
            let size = piece.size(in: orientation)
            return [size.rows, size.columns]
        }
        #expect(size(.i, .identity) == [5, 1])
        #expect(size(.i, Orientation(rotation: 1)) == [1, 5])
        #expect(size(.x, .identity) == [3, 3])
        #expect(size(.l, Orientation(rotation: 3, isFlipped: true)) == [2, 4])
    }
}
