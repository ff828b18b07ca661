import Kit
import Testing

@testable import Dropit

/// Dropit as a game in the scene: the end of a game, the best score across launches, the automatic drops of
/// level 2 and up, pausing, and Clear.
@MainActor
@Suite("Dropit as a game")
struct GameTests {
    /// Drops into column 0 by keys, a square every `seconds`, until the game is over (at most `limit` drops).
    private func stackUntilOver(_ f: DropitFixture, seconds: Double = 0.5, limit: Int = 40) {
        f.press(.home)
        for _ in 0..<limit where f.scene.game.phase == .playing {
            f.press(.enter)
            f.run(seconds: seconds)
        }
    }

    /// The alert on screen, if any.
    private func alert(_ f: DropitFixture) -> Alert? {
        var views = [f.window.rootView]
        while let view = views.popLast() {
            if let alert = view as? Alert { return alert }
            views += view.subviews
        }
        return nil
    }

    @Test("a column reaching the top ends the game: game.over, the card with New Game, and nothing drops after")
    func columnReachesTheTop() throws {
        let f = DropitFixture()
        stackUntilOver(f)
        #expect(f.scene.game.phase == .over)
        let over = try #require(f.events("game.over").first)
        #expect(over.contains(#""game":"dropit""#) && over.contains(#""won":false"#) && over.contains(#""score":0"#))
        let card = try #require(alert(f))
        #expect(card.title == "Game Over")
        #expect(card.actions.map(\.title) == ["New Game", "Close"])
        #expect(f.scene.rootView.veil.title.text == "Game Over" && !f.scene.rootView.veil.isHidden)
        let dropped = f.scene.game.lastNumber
        f.scene.send(.drop(.marker))
        f.click(at: Point(x: 300, y: 100))
        #expect(f.scene.game.lastNumber == dropped, "no more drops once the game is over")

        card.choose(0)
        #expect(f.eventNames.suffix(2) == ["field.cleared", "game.reset"])
        f.run(seconds: 0.5)
        #expect(f.scene.game.phase == .playing && f.scene.squares.isEmpty)
        #expect(f.scene.rootView.veil.isHidden)
        #expect(f.scene.dropSquare(aimedAt: 0) != nil, "a new game drops again")
    }

    @Test("rows score, more for several at once; the best score is kept across launches")
    func bestScoreAcrossLaunches() throws {
        let f = DropitFixture { $0[DropitSettings.obstacle] = false }
        for _ in 0..<2 {
            for column in 0..<f.scene.columns { f.scene.dropSquare(column: column) }
            f.run(seconds: 0.4)
        }
        f.runUntilStasis()
        #expect(f.scene.game.tally.score == 300, "two rows together at level 1: 100, then 200 more")
        #expect(f.scene.rootView.scoreboard.score.value.text == "300")
        #expect(f.scene.rootView.scoreboard.best.value.text == "300", "the best follows a better score at once")
        #expect(f.scene.rootView.callout.headline.text == "+200")
        #expect(f.scene.rootView.callout.detail.text == "2 rows together")
        stackUntilOver(f)
        #expect(f.events("game.over").last?.contains(#""best":300"#) == true)
        #expect(alert(f)?.message?.contains("A new best score!") == true)

        let relaunched = DropitFixture(directory: f.directory)
        #expect(relaunched.scene.game.best == 300)
        #expect(relaunched.scene.rootView.scoreboard.best.value.text == "300")
        #expect(relaunched.scene.rootView.scoreboard.score.value.text == "0")
    }

    @Test("from level 2 a square drops by itself at the marker when the player waits; a pause stops the countdown")
    func automaticDrops() throws {
        let f = DropitFixture { $0[DropitSettings.obstacle] = false }
        // Four rows cleared already: a level-2 game (clearing rows by play is what the row tests cover).
        f.scene.game.tally.rowsCleared = DropitTuning.rowsPerLevel
        f.press(.home)
        f.press(.enter)
        let interval = try #require(Levels.dropInterval(level: 2))
        #expect(!f.scene.rootView.countdown.isHidden)
        f.run(seconds: interval - 0.2)
        #expect(f.events("square.dropped").count == 1, "not yet")
        f.run(seconds: 0.3)
        #expect(f.events("square.dropped").last?.contains(#""auto":true"#) == true)
        #expect(f.events("square.dropped").last?.contains(#""col":0"#) == true, "where the marker is")

        f.run(seconds: interval / 2)
        f.press(.character("p"))
        #expect(f.scene.rootView.veil.title.text == "Paused")
        #expect(f.events("animator.paused").last?.contains(#""reason":"paused""#) == true)
        f.run(seconds: interval * 3)
        #expect(f.events("square.dropped").count == 2, "nothing drops while paused")
        f.click(at: Point(x: 300, y: 300))
        #expect(f.scene.game.pauses.isEmpty, "a click on the paused field plays on")
        #expect(f.events("square.dropped").count == 2, "and drops nothing")
        f.run(seconds: interval / 2 + 0.1)
        #expect(f.events("square.dropped").count == 3, "the countdown went on from where it stood")
    }

    @Test("the window losing focus pauses the game and says why; focus back, it goes on")
    func focus() {
        let f = DropitFixture()
        let square = f.scene.dropSquare(column: 2)
        f.run(seconds: 0.1)
        f.window.hasFocus = false
        #expect(f.scene.game.pauses == [.unfocused])
        #expect(f.scene.rootView.veil.subtitle.text == "The game goes on when the window has focus again")
        let frozen = square?.center
        f.run(seconds: 1)
        #expect(square?.center == frozen, "nothing moves while the player is elsewhere")
        f.window.hasFocus = true
        #expect(f.scene.game.pauses.isEmpty && f.scene.rootView.veil.isHidden)
        f.run(seconds: 0.1)
        #expect(square?.center != frozen)
    }

    @Test("Clear with a score asks first: Cancel keeps the game, Clear starts a new one; with none it clears at once")
    func clear() throws {
        let f = DropitFixture { $0[DropitSettings.obstacle] = false }
        f.scene.dropSquare(column: 0)
        f.scene.rootView.scoreboard.clearButton.onActivate?()
        #expect(alert(f) == nil && f.scene.squares.isEmpty, "nothing to lose: cleared at once")
        for column in 0..<f.scene.columns { f.scene.dropSquare(column: column) }
        f.runUntilStasis()
        f.scene.dropSquare(column: 3)
        f.scene.rootView.scoreboard.clearButton.onActivate?()
        let question = try #require(alert(f))
        question.choose(0)
        f.run(seconds: 0.5)
        #expect(f.scene.game.tally.score == 100 && f.scene.squares.count == 1, "Cancel keeps the game")
        f.press(.character("n"))
        try #require(alert(f)).choose(1)
        f.run(seconds: 0.5)
        #expect(f.scene.game.tally.score == 0 && f.scene.squares.isEmpty)
        #expect(f.scene.game.best == 100, "the cleared game's score still counts for the best")
    }
}
