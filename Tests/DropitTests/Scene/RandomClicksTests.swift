import Kit
import Testing

@testable import Dropit

/// A player clicking anywhere, with the default settings (the round obstacle in the middle), fills and clears rows:
/// a click's square goes to the least filled column beside the one clicked, so random clicks fill the bottom row
/// evenly instead of stacking towers over an empty column.
@MainActor
@Suite("Dropit with the default settings: clicking anywhere fills and clears rows")
struct RandomClicksTests {
    /// Clicks a player makes, and the seconds between them (about two a second).
    static let clicks = 40
    static let secondsBetweenClicks = 0.4
    /// Seeded games played, each with its own random clicks.
    static let games: Range<UInt64> = 0..<200

    /// Clicks random points of the field (a seeded generator, so a game replays exactly) until a row clears or
    /// `clicks` have been made, then lets everything come to rest; returns the clicks made.
    private func clickUntilARowClears(_ f: DropitFixture, seed: UInt64) -> Int {
        var random = SeededRandom(seed: seed)
        let field = f.scene.field.bounds
        var made = 0
        while made < Self.clicks, f.scene.rowsCleared == 0 {
            let point = Point(
                x: Double.random(in: 1..<field.width - 1, using: &random),
                y: Double.random(in: 1..<field.height - 1, using: &random))
            f.pointer(.down, at: point)
            f.pointer(.up, at: point)
            made += 1
            f.run(seconds: Self.secondsBetweenClicks)
        }
        f.runUntilStasis()
        return made
    }

    @Test("in every one of 200 seeded games, 40 clicks at random places clear at least one row")
    func randomClicksClearARow() {
        var missed: [UInt64] = []
        var clicksNeeded: [Int] = []
        for seed in Self.games {
            let f = DropitFixture(seed: seed)
            #expect(f.scene.physics.behavior.hasObstacle, "the default settings keep the round obstacle")
            let made = clickUntilARowClears(f, seed: seed)
            #expect(f.scene.droppedCount == made, "every click drops one square")
            if f.scene.rowsCleared == 0 { missed.append(seed) } else { clicksNeeded.append(made) }
        }
        let sorted = clicksNeeded.sorted()
        print(
            "random clicks: \(Self.games.count - missed.count) of \(Self.games.count) games cleared a row; "
                + "clicks to the first row: median \(sorted.isEmpty ? 0 : sorted[sorted.count / 2]), "
                + "most \(sorted.last ?? 0)")
        #expect(missed.isEmpty, "no row after \(Self.clicks) random clicks in games \(missed): see landingColumn")
    }

    @Test("a click beside a taller stack drops into the gap; a click over the obstacle still drops where clicked")
    func clicksFindTheGap() {
        let f = DropitFixture()
        let pitch = f.scene.pitch
        let floor = f.scene.field.bounds.height
        let point = { (column: Int) in Point(x: (Double(column) + 0.5) * pitch, y: floor / 2) }
        f.pointer(.down, at: point(1))
        f.pointer(.up, at: point(1))
        f.runUntilStasis()
        f.pointer(.down, at: point(1))
        f.pointer(.up, at: point(1))
        f.runUntilStasis()
        let columns = f.scene.squares.map { f.scene.game.grid.column(atX: $0.center.x) }.sorted()
        #expect(columns.count == 2 && columns.contains(1) && columns != [1, 1], "the second went beside the first")
        #expect(f.scene.markedColumn == 1, "the marker shows the column clicked")
        let shadowed = (0..<f.scene.columns).filter { f.scene.game.grid.isShadowed(row: 0, column: $0) }
        #expect(!shadowed.isEmpty)
        f.pointer(.down, at: point(shadowed[0]))
        f.pointer(.up, at: point(shadowed[0]))
        #expect(f.events("square.dropped").last?.contains("\"col\":\(shadowed[0])") == true)
    }
}
