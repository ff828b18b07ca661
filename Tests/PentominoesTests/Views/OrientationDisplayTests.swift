import Pentomino
import Testing

@testable import Kit
@testable import Pentominoes

/// The piece view's transform against the model's orientations: what the player sees must be what the solver,
/// the snapping and the automation values mean.
@Suite("Orientation on screen")
struct OrientationDisplayTests {
    /// Where the transform puts each unturned square's centre, in cells relative to the turned box's top-left.
    private func screenSquares(_ piece: Piece, _ transform: AffineTransform) -> [Cell] {
        let size = piece.size(in: .identity)
        let box = Point(x: Double(size.columns) / 2, y: Double(size.rows) / 2)
        let moved = piece.cells(in: .identity).map { square -> Point in
            transform.apply(to: Point(x: Double(square.column) + 0.5, y: Double(square.row) + 0.5) - box)
        }
        let left = moved.map(\.x).min() ?? 0
        let top = moved.map(\.y).min() ?? 0
        return moved.map { Cell(row: Int(($0.y - top).rounded()), column: Int(($0.x - left).rounded())) }
    }

    @Test("Every orientation's transform shows exactly the model's cells for that orientation")
    func transformMatchesModel() {
        for piece in Piece.allCases {
            for orientation in Orientation.all {
                let shown = screenSquares(piece, PieceMotion.transform(for: orientation, scale: 1))
                #expect(shown == piece.turnedSquares(in: orientation), "\(piece) \(orientation)")
                #expect(Set(shown) == Set(piece.cells(in: orientation)), "\(piece) \(orientation)")
            }
        }
    }

    @Test("Four turns are the identity, in the model and on screen")
    func fourTurns() {
        var motion = PieceMotion(center: .zero, scale: 1)
        var orientation = Orientation.identity
        for _ in 0..<4 {
            orientation = orientation.rotatedClockwise()
            motion.turn(to: orientation)
        }
        #expect(orientation == .identity)
        motion.step(5)
        #expect(motion.transform(liftScale: 1) == .identity)
        // The display turned a whole circle clockwise rather than snapping back.
        #expect(abs(motion.angle.value - 2 * .pi) < 1e-12)
    }

    @Test("Two flips are the identity, in the model and on screen")
    func twoFlips() {
        var motion = PieceMotion(center: .zero, scale: 1)
        let orientation = Orientation(rotation: 1).flipped().flipped()
        #expect(orientation == Orientation(rotation: 1))
        motion.turn(to: Orientation(rotation: 1))
        motion.step(5)
        motion.flip()
        motion.flip()
        motion.step(5)
        #expect(motion.transform(liftScale: 1) == PieceMotion.transform(for: Orientation(rotation: 1), scale: 1))
    }

    @Test("A turn after a flip turns the flipped picture clockwise on screen")
    func turnAfterFlipIsClockwise() {
        for piece in Piece.allCases {
            let flipped = Orientation.identity.flipped()
            let turned = flipped.rotatedClockwise()
            // On screen: the flipped picture's squares turned a quarter clockwise about their box.
            let clockwise = AffineTransform(rotationAngle: .pi / 2)
            let expected = screenSquares(piece, PieceMotion.transform(for: flipped, scale: 1).concatenating(clockwise))
            #expect(screenSquares(piece, PieceMotion.transform(for: turned, scale: 1)) == expected, "\(piece)")
        }
    }

    @Test("A flip in the middle of a turn never jumps: the picture is continuous at the moment of the flip")
    func flipMidTurnIsContinuous() {
        var motion = PieceMotion(center: .zero, scale: 1)
        motion.turn(to: Orientation(rotation: 1))
        motion.step(0.08)
        let before = motion.transform(liftScale: 1)
        motion.flip()
        let after = motion.transform(liftScale: 1)
        for (a, b) in zip([before.a, before.b, before.c, before.d], [after.a, after.b, after.c, after.d]) {
            #expect(abs(a - b) < 1e-12)
        }
        motion.step(5)
        #expect(motion.targetOrientation == Orientation(rotation: 1).flipped())
        #expect(
            motion.transform(liftScale: 1) == PieceMotion.transform(for: Orientation(rotation: 1).flipped(), scale: 1))
    }

    @Test("Rapid turns retarget: the piece keeps turning forward and its size never shrinks on the way")
    func rapidTurnsStayRigid() {
        var motion = PieceMotion(center: .zero, scale: 1)
        var orientation = Orientation.identity
        var lastAngle = 0.0
        for frame in 0..<60 {
            if frame % 4 == 0, frame < 20 {
                orientation = orientation.rotatedClockwise()
                motion.turn(to: orientation)
            }
            motion.step(1.0 / 60)
            let t = motion.transform(liftScale: 1)
            #expect(abs(t.determinant - 1) < 1e-9)  // a rigid turn: no squash, no shrink
            #expect(motion.angle.value >= lastAngle - 1e-9)  // never turns back
            lastAngle = motion.angle.value
        }
        motion.step(5)
        #expect(motion.transform(liftScale: 1) == PieceMotion.transform(for: orientation, scale: 1))
        #expect(orientation == Orientation(rotation: 1))
    }
}
