import Kit
import Testing

@testable import Dropit

@Suite("Dropit row detection")
struct RowDetectorTests {
    let detector = RowDetector(floorY: 400, rowHeight: 40, columns: 3)

    private func square(_ x: Double, _ height: Double, resting: Bool = true) -> (center: Point, isResting: Bool) {
        (Point(x: x, y: 400 - height), resting)
    }

    @Test("rows are bands one square high from the floor; a centre a little off still counts in its band")
    func bands() {
        #expect(detector.row(of: Point(x: 0, y: 380)) == 0)
        #expect(detector.row(of: Point(x: 0, y: 362)) == 0)
        #expect(detector.row(of: Point(x: 0, y: 340)) == 1)
        #expect(detector.row(of: Point(x: 0, y: 401)) == nil)
    }

    @Test("a band with as many resting squares as columns is full; the ones above are not part of it")
    func fullRow() {
        let squares = [square(20, 20), square(60, 21.5), square(100, 19), square(60, 60)]
        let rows = detector.fullRows(of: squares)
        #expect(rows.count == 1)
        #expect(rows.first?.row == 0)
        #expect(rows.first?.members == [0, 1, 2])
    }

    @Test("a row waits while one of its squares still moves, and an incomplete row never clears")
    func waits() {
        #expect(detector.fullRows(of: [square(20, 20), square(60, 20), square(100, 20, resting: false)]).isEmpty)
        #expect(detector.fullRows(of: [square(20, 20), square(60, 20)]).isEmpty)
    }

    @Test("several full rows come lowest first")
    func order() {
        let squares = [60, 20].flatMap { height in [20.0, 60, 100].map { square($0, Double(height)) } }
        #expect(detector.fullRows(of: squares).map(\.row) == [0, 1])
    }
}
