import Testing

@testable import Dropit

@Suite("Dropit's field grid: cells, spawn places and the obstacle's shadow")
struct FieldGridTests {
    @Test("rows are bands one square high from the floor; a centre a little off still counts in its band")
    func rows() {
        let grid = Fields.small
        #expect(grid.row(of: FieldPoint(x: 0, y: 380)) == 0)
        #expect(grid.row(of: FieldPoint(x: 0, y: 362)) == 0)
        #expect(grid.row(of: FieldPoint(x: 0, y: 340)) == 1)
        #expect(grid.row(of: FieldPoint(x: 0, y: 401)) == nil, "below the floor")
    }

    @Test("a point's x names its column; beyond the edges, the edge columns")
    func columns() {
        let grid = Fields.small
        #expect(grid.column(atX: 39.9) == 0 && grid.column(atX: 40) == 1)
        #expect(grid.column(atX: -5) == 0 && grid.column(atX: 500) == 2)
    }

    @Test("a field takes as many whole columns as fit, squares two points narrower, the obstacle on a column line")
    func laidOut() {
        let grid = FieldGrid(width: 540, height: 560, pitch: 44, hasObstacle: true)
        #expect(grid.columns == 12 && grid.width == 528)
        #expect(grid.squareSide == 42)
        #expect(grid.obstacle == FieldGrid.Obstacle(center: FieldPoint(x: 264, y: 280), radius: 44 * 0.9))
        let odd = FieldGrid(width: 7 * 44, height: 400, pitch: 44, hasObstacle: true)
        #expect(odd.obstacle?.center.x == 132, "seven columns: on the line left of the middle column's centre")
        #expect(FieldGrid(width: 20, height: 400, pitch: 44, hasObstacle: true).obstacle == nil, "no columns")
        #expect(Fields.open.obstacle == nil)
    }

    @Test("a new square appears a point under the ceiling, in the middle of its column")
    func spawnPlace() {
        let grid = Fields.standard
        #expect(grid.spawnCenter(column: 3) == FieldPoint(x: 154, y: 22))
        #expect(grid.spawnBox(column: 3) == FieldBox(minX: 132, minY: 0, maxX: 176, maxY: 44))
    }

    @Test("the obstacle shadows the cells of the columns it reaches into, from its top to the floor")
    func shadow() {
        let grid = Fields.standard
        #expect(grid.reachableColumns(inRow: 0) == Set(0..<12).subtracting([5, 6]))
        #expect(grid.shadowedColumns == [5, 6])
        #expect(grid.isShadowed(row: 7, column: 5), "the top row the obstacle reaches into")
        #expect(!grid.isShadowed(row: 8, column: 5), "the cell above its top is open")
        #expect(!grid.isShadowed(row: 0, column: 4) && !grid.isShadowed(row: 0, column: 7), "beside it")
        #expect(Fields.open.reachableColumns(inRow: 0).count == 12)
        #expect(Fields.open.shadowedColumns.isEmpty)
    }

    @Test("a box overlaps the obstacle when any of it is inside the circle")
    func obstacleOverlap() {
        let grid = Fields.standard
        #expect(grid.obstacleOverlaps(FieldBox(center: FieldPoint(x: 264, y: 280), side: 4)))
        #expect(grid.obstacleOverlaps(FieldBox(center: FieldPoint(x: 264, y: 230), side: 22)), "its top edge")
        #expect(!grid.obstacleOverlaps(FieldBox(center: FieldPoint(x: 310, y: 240), side: 20)), "off its shoulder")
        #expect(!Fields.open.obstacleOverlaps(FieldBox(center: FieldPoint(x: 264, y: 280), side: 40)))
    }
}
