import Testing

@testable import Dropit

@Suite("The keyboard's column marker")
struct ColumnMarkerTests {
    @Test("it starts in the middle; left and right move it, first and last jump to the edges, and it stays inside")
    func moves() {
        var marker = ColumnMarker()
        #expect(marker.column(in: 12) == 6)
        marker.apply(.left, columns: 12)
        marker.apply(.left, columns: 12)
        #expect(marker.column(in: 12) == 4)
        marker.apply(.first, columns: 12)
        marker.apply(.left, columns: 12)
        #expect(marker.column(in: 12) == 0)
        marker.apply(.last, columns: 12)
        marker.apply(.right, columns: 12)
        #expect(marker.column(in: 12) == 11)
        marker.apply(.to(40), columns: 12)
        #expect(marker.column(in: 12) == 11)
    }

    @Test("untouched it follows the middle of a field that changes width; moved, it stays inside a narrower one")
    func narrowerField() {
        var marker = ColumnMarker()
        #expect(marker.column(in: 7) == 3)
        marker.apply(.to(10), columns: 12)
        #expect(marker.column(in: 8) == 7)
        #expect(marker.column(in: 0) == 0)
    }
}
