import Foundation
import Testing

@testable import Dropit

@Suite("Lining Dropit's squares up with their columns")
struct SquareAlignerTests {
    let grid = Fields.open
    let frame = 1.0 / 60

    @Test("a resting square off its column's middle is pulled upright to the middle, and let go a moment later")
    func snapsAndLetsGo() {
        var aligner = SquareAligner()
        var squares = [square(1, column: 1, in: grid, dx: 14)]
        let target = FieldPoint(x: 66, y: 539)
        #expect(aligner.step(elapsed: frame, squares: &squares, grid: grid) == [.snap(1, to: target)])
        #expect(aligner.isAligning(1))
        #expect(!squares[0].isResting, "a square being lined up is not at rest")
        var released: [SquareAligner.Command] = []
        var held = 0.0
        while released.isEmpty {
            held += frame
            released = aligner.step(elapsed: frame, squares: &squares, grid: grid)
        }
        #expect(released == [.release(1)])
        #expect(abs(held - DropitTuning.alignmentDuration) < frame)
    }

    @Test("a square on its column, or whose column has no room at its height, is left where it rests")
    func leftAlone() {
        var aligner = SquareAligner()
        var onGrid = [square(1, column: 1, in: grid, dx: 1)]
        #expect(aligner.step(elapsed: frame, squares: &onGrid, grid: grid).isEmpty, "within the tolerance")
        // Two squares pressed together 6 pt left of their columns: the left one's place is the right one's edge.
        var pressed = [square(1, column: 1, in: grid, dx: -6), square(2, column: 2, in: grid, dx: -6)]
        #expect(grid.alignmentTarget(for: pressed[0], among: pressed) == nil)
        #expect(grid.alignmentTarget(for: pressed[1], among: pressed)?.x == 110)
        #expect(
            aligner.step(elapsed: frame, squares: &pressed, grid: grid) == [.snap(2, to: FieldPoint(x: 110, y: 539))])
    }

    @Test("a tilted square is stood up even on its column's middle, its lowest corner staying where it is")
    func tilted() {
        var aligner = SquareAligner()
        var squares = [square(1, column: 4, in: grid)]
        squares[0].tilt = 0.3
        squares[0].extent = 42 * (cos(0.3) + sin(0.3))
        squares[0].center.y = 560 - squares[0].extent / 2
        #expect(
            aligner.step(elapsed: frame, squares: &squares, grid: grid) == [.snap(1, to: FieldPoint(x: 198, y: 539))])
    }

    @Test("a square that could not be lined up tries again only after it moved; at most its allowance of times")
    func onceUntilItMoves() {
        var aligner = SquareAligner()
        var squares = [square(1, column: 1, in: grid, dx: 14)]
        var snaps = 0
        for _ in 0..<(DropitTuning.maximumAlignments + 3) {
            for _ in 0..<30 {
                squares[0].restingTime = DropitTuning.restingDuration
                snaps +=
                    aligner.step(elapsed: frame, squares: &squares, grid: grid).filter {
                        if case .snap = $0 { true } else { false }
                    }.count
            }
            #expect(!aligner.isAligning(1))
            squares[0].speed = DropitTuning.realignmentSpeed + 1
            squares[0].restingTime = 0
            _ = aligner.step(elapsed: frame, squares: &squares, grid: grid)
            squares[0].speed = 0
        }
        #expect(snaps == DropitTuning.maximumAlignments, "then it stays, so the field can come to rest")
        squares[0].isGrabbed = true
        _ = aligner.step(elapsed: frame, squares: &squares, grid: grid)
        squares[0].isGrabbed = false
        squares[0].restingTime = DropitTuning.restingDuration
        #expect(aligner.step(elapsed: frame, squares: &squares, grid: grid).count == 1, "a grab gives a new allowance")
    }

    @Test("a square that leaves play takes its snap with it; a grab ends a snap at once")
    func forgetAndGrab() {
        var aligner = SquareAligner()
        var squares = [square(1, column: 1, in: grid, dx: 14), square(2, column: 3, in: grid, dx: 14)]
        #expect(aligner.step(elapsed: frame, squares: &squares, grid: grid).count == 2)
        #expect(aligner.forget([1]) == [.release(1)])
        #expect(aligner.forget([1]).isEmpty)
        squares.removeFirst()
        squares[0].isGrabbed = true
        #expect(aligner.step(elapsed: frame, squares: &squares, grid: grid) == [.release(2)])
    }
}
