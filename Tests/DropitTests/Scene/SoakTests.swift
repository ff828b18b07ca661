import Kit
import Preferences
import Testing

@testable import Dropit

@MainActor
@Suite("Dropit soak")
struct SoakTests {
    /// Frames between drops: a new square every 0.1 s, faster than they settle, so the field stays busy.
    static let framesPerDrop = 6

    /// The obstacle with squares that cannot turn (rows rarely fill, a column soon reaches the top and a new game
    /// sweeps the field), and no obstacle with tumbling squares (rows clear, squares lean and wedge; contacts cost
    /// more, so fewer drops).
    nonisolated static let variants: [(obstacle: Bool, rotation: Bool, drops: Int)] = [
        (true, false, 2_000), (false, true, 1_000),
    ]

    @Test(
        "thousands of drops at maximum gravity and bounciness: no square in play ever leaves the field",
        arguments: variants.indices)
    func noSquareEscapes(variant: Int) throws {
        let (obstacle, rotation, drops) = Self.variants[variant]
        let f = DropitFixture(
            seed: 0xD20B,
            configure: {
                $0[DropitSettings.gravity] = 3
                $0[DropitSettings.bounciness] = 0.9
                $0[DropitSettings.obstacle] = obstacle
                $0[DropitSettings.rotation] = rotation
            })
        #expect(f.scene.physics.behavior.gravity.magnitude == 3)
        #expect(f.scene.physics.behavior.material.elasticity == 0.9)
        let bounds = f.scene.field.bounds
        let obstacleFrame = f.scene.obstacleView.frame
        let tolerance = 1.0
        var escapes: [String] = []
        var mostInPlay = 0
        var games = 1
        var refused = 0
        for drop in 0..<drops {
            if f.scene.game.phase == .over {
                f.scene.send(.newGame)
                games += 1
            }
            if f.scene.dropSquare() == nil { refused += 1 }
            for _ in 0..<Self.framesPerDrop {
                f.tick()
                for square in f.scene.squares {
                    let center = square.center
                    let outside =
                        !bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(center)
                        || (obstacle && center.distance(to: obstacleFrame.center) < obstacleFrame.width / 2)
                    if outside { escapes.append("drop \(drop): square \(square.number) at \(center)") }
                }
                mostInPlay = max(mostInPlay, f.scene.squares.count)
            }
        }
        let rows = f.events("row.cleared").count
        print(
            "soak: most \(mostInPlay), rows \(rows), games \(games), refused \(refused), "
                + "substeps \(f.scene.animator.substepsTaken)")
        #expect(escapes.isEmpty, "\(escapes.count) escapes, first: \(escapes.prefix(3))")
        #expect(f.scene.game.lastNumber == drops - refused)
        #expect(refused < drops / 20, "a drop waits only while squares still fall into every column's top")
        #expect(mostInPlay > f.scene.columns * 4, "the field filled up (\(mostInPlay) squares at once)")
        #expect(games > 1 || rows > 0, "the field was cleared and play went on")
        // However wild it got, it settles.
        #expect(f.runUntilStasis(limit: 30) != nil)
        #expect(f.scene.squareViews.departing.isEmpty)
        #expect(f.scene.field.subviews.count == f.scene.squares.count + 1)
        #expect(f.events("game.over").count == games - (f.scene.game.phase == .over ? 0 : 1))
    }
}
