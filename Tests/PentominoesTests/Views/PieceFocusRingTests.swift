import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

/// The focus ring is one closed outline round the whole piece, a set distance outside it.
@MainActor
@Suite("Piece focus ring")
struct PieceFocusRingTests {
    private func key(_ point: Point) -> String {
        "\((point.x * 1000).rounded()),\((point.y * 1000).rounded())"
    }

    @Test("Every piece's ring is closed: each corner joins exactly two segments")
    func ringIsClosed() {
        for piece in Piece.allCases {
            let segments = PieceFocusRing.outline(of: Set(piece.cells(in: .identity)), offset: 0.1)
            var ends: [String: Int] = [:]
            for segment in segments {
                ends[key(segment.start), default: 0] += 1
                ends[key(segment.end), default: 0] += 1
            }
            #expect(ends.values.allSatisfy { $0 == 2 }, "\(piece): \(ends)")
        }
    }

    @Test("The ring runs outside the piece: its length is the perimeter plus eight times its distance")
    func ringSurroundsThePiece() {
        for piece in Piece.allCases {
            let squares = Set(piece.cells(in: .identity))
            let perimeter = PieceFocusRing.outline(of: squares, offset: 0).count
            let length = PieceFocusRing.outline(of: squares, offset: 0.1).reduce(0) {
                $0 + $1.start.distance(to: $1.end)
            }
            #expect(abs(length - (Double(perimeter) + 0.8)) < 1e-9, "\(piece)")
            #expect(perimeter == (piece == .p ? 10 : 12), "\(piece): one segment per exposed side of a square")
        }
    }
}
