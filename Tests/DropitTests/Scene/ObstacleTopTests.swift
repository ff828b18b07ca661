import Kit
import Testing

@testable import Dropit

/// Nothing stays on the round obstacle: squares landing on its top, side by side or on each other, come off it and
/// fall beside it, so no tower over its columns hides the gaps next to it.
@MainActor
@Suite("Dropit's obstacle sheds what lands on it")
struct ObstacleTopTests {
    @Test("pairs dropped over the obstacle's two columns at once end beside it, and the field comes to rest")
    func pairsComeOff() throws {
        let f = DropitFixture()
        let circle = f.scene.obstacleView.frame
        let over = (0..<f.scene.columns).filter { f.scene.game.grid.isShadowed(row: 0, column: $0) }
        #expect(over.count == 2, "the default obstacle reaches into two columns")
        for _ in 0..<4 {
            for column in over { f.scene.dropSquare(column: column) }
            f.run(seconds: 0.3)
        }
        #expect(f.runUntilStasis(limit: 30) != nil, "the field comes to rest")
        let perched = f.scene.squares.filter {
            $0.center.y < circle.midY && abs($0.center.x - circle.midX) < circle.width / 2
        }
        #expect(perched.isEmpty, "squares left on the obstacle: \(perched.map { ($0.number, $0.center) })")
        #expect(f.scene.squares.count == 8)
    }
}
