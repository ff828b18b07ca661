import Testing

@testable import Pentomino

@Suite("Orientations")
struct OrientationTests {
    @Test("the 8 orientations have distinct indices 0 through 7 that round-trip")
    func indicesRoundTrip() {
        #expect(Orientation.all.map(\.index) == Array(0..<8))
        for orientation in Orientation.all {
            #expect(Orientation(index: orientation.index) == orientation)
        }
    }

    @Test("four clockwise turns and two flips are the identity")
    func turnsAndFlipsCancel() {
        for orientation in Orientation.all {
            let fourTurns = (0..<4).reduce(orientation) { turned, _ in turned.rotatedClockwise() }
            #expect(fourTurns == orientation)
            #expect(orientation.flipped().flipped() == orientation)
            #expect(orientation.rotatedClockwise().rotatedCounterclockwise() == orientation)
        }
    }

    @Test("flipping, turning clockwise and flipping back is a counterclockwise turn")
    func flipConjugatesRotation() {
        for orientation in Orientation.all {
            #expect(orientation.flipped().rotatedClockwise().flipped() == orientation.rotatedCounterclockwise())
        }
    }

    @Test("composition is associative, has the identity and inverses")
    func groupLaws() {
        for a in Orientation.all {
            #expect(a.followed(by: .identity) == a)
            #expect(Orientation.identity.followed(by: a) == a)
            #expect(a.followed(by: a.inverse) == .identity)
            #expect(a.inverse.followed(by: a) == .identity)
            for b in Orientation.all {
                for c in Orientation.all {
                    #expect(a.followed(by: b).followed(by: c) == a.followed(by: b.followed(by: c)))
                }
            }
        }
    }

    @Test("rotating and flipping agree with composing with a quarter turn and a mirror")
    func gesturesAreCompositions() {
        let quarterTurn = Orientation(rotation: 1)
        let mirror = Orientation(isFlipped: true)
        for orientation in Orientation.all {
            #expect(orientation.rotatedClockwise() == orientation.followed(by: quarterTurn))
            #expect(orientation.flipped() == orientation.followed(by: mirror))
        }
    }

    @Test("a clockwise quarter turn moves a square on the right to below, in screen space")
    func clockwiseIsScreenClockwise() {
        let turn = Orientation(rotation: 1)
        #expect(turn.transform(Cell(row: 0, column: 1)) == Cell(row: 1, column: 0))
        #expect(turn.transform(Cell(row: 1, column: 0)) == Cell(row: 0, column: -1))
        #expect(Orientation(isFlipped: true).transform(Cell(row: 2, column: 1)) == Cell(row: 2, column: -1))
    }

    @Test("each orientation flips first and then turns")
    func flipComesBeforeRotation() {
        let cell = Cell(row: 1, column: 2)
        for orientation in Orientation.all {
            let flipped = orientation.isFlipped ? Orientation(isFlipped: true).transform(cell) : cell
            let turned = (0..<orientation.rotation).reduce(flipped) { current, _ in
                Orientation(rotation: 1).transform(current)
            }
            #expect(orientation.transform(cell) == turned)
        }
    }
}
