import Testing

@testable import Breakout
@testable import Kit

@MainActor
@Suite("Breakout: the pause overlay shows the keys and the special bricks, and a click plays on")
struct BreakoutPauseOverlayTests {
    /// One ball in flight, a third of a second into play.
    private func ballInFlight() -> BreakoutFixture {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        f.key(.space)
        f.run(seconds: 0.3)
        return f
    }

    @Test("The player's pause shows the keys and what every special brick does; playing on hides them")
    func overlayShowsTheGuide() {
        let f = ballInFlight()
        let overlay = f.scene.field.veil
        f.key(.character("p"))
        #expect(!overlay.isHidden && !overlay.card.isHidden)
        #expect(overlay.subtitle.text == "Click, or press Space, P or Esc, to play on")
        #expect(
            overlay.shortcutRows.map(\.accessibilityIdentifier) == [
                "breakout.keys.move", "breakout.keys.drag", "breakout.keys.launch", "breakout.keys.push",
                "breakout.keys.pause", "breakout.keys.newgame",
            ])
        #expect(overlay.shortcutRows[0].accessibilityLabel == "← → A D: move the paddle while held")
        #expect(overlay.specialRows.compactMap(\.special) == BrickSpecial.allCases)
        #expect(overlay.legendRows[1].accessibilityLabel == "Wider paddle: 1.5× as wide for 12 s")
        #expect(overlay.legendRows[2].accessibilityLabel == "Slow balls: 65 % speed for 10 s")
        for row in overlay.shortcutRows + overlay.legendRows {
            let inside = row.frame.insetBy(dx: 1, dy: 1)
            let corners = [Point(x: inside.minX, y: inside.minY), Point(x: inside.maxX, y: inside.maxY)]
            #expect(corners.allSatisfy(overlay.card.bounds.contains), "\(row.accessibilityIdentifier ?? "") fits")
        }
        f.key(.escape)
        #expect(overlay.isHidden)
    }

    @Test("A click on the overlay plays on, each ball with the very velocity it had")
    func clickPlaysOn() throws {
        let f = ballInFlight()
        let ball = try #require(f.scene.playfield.balls.first)
        let velocity = f.scene.playfield.physics.velocity(of: ball)
        f.key(.character("p"))
        f.run(seconds: 0.5)
        f.click(at: f.windowPoint(of: f.scene.field.veil.card))
        #expect(!f.scene.isPaused && f.scene.field.veil.isHidden)
        #expect(f.scene.playfield.physics.velocity(of: ball) == velocity)
        #expect(f.events.count("game.resumed") == 1)
        #expect(f.events.count("ball.pushed") == 0, "the click that plays on pushes nothing")
    }

    @Test("Space plays on without launching; the next Space launches")
    func spacePlaysOn() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        f.key(.character("p"))
        f.key(.space)
        #expect(!f.scene.isPaused && f.scene.playfield.restingBall != nil && f.events.count("ball.launched") == 0)
        f.key(.space)
        #expect(f.events.count("ball.launched") == 1)
    }

    @Test("A field too small for the card keeps the words and leaves the card out")
    func smallFieldLeavesTheCardOut() {
        let f = BreakoutFixture(size: Size(width: 480, height: 320), settings: BreakoutSceneTests.plainRow)
        f.key(.character("p"))
        f.tick()
        #expect(!f.scene.field.veil.isHidden && f.scene.field.veil.card.isHidden)
        #expect(f.scene.field.veil.title.text == "Paused")
    }
}

@MainActor
@Suite("Breakout: timers of the running effects")
struct BreakoutEffectTimerTests {
    private func timer(_ f: BreakoutFixture, _ special: BrickSpecial) -> EffectTimerView {
        f.scene.field.effectTimers.first { $0.special == special }!
    }

    @Test("A wide-paddle brick shows its timer, whose bar shrinks with play time and goes when the effect ends")
    func barShrinks() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        f.useWall(rows: 1, columns: 4, specials: [at(0, 0): .widePaddle])
        let wide = timer(f, .widePaddle)
        #expect(wide.isHidden)
        f.scene.send(.brickTouched(at(0, 0)))
        #expect(!wide.isHidden && wide.bar.frame.width == EffectTimerView.barWidth)
        f.scene.step(by: 3)
        #expect(wide.bar.frame.width == EffectTimerView.barWidth * 9 / 12)
        #expect(wide.automationValue == .double(9))
        #expect(timer(f, .slowBall).isHidden)
        f.scene.step(by: 9)
        #expect(wide.isHidden)
    }

    @Test("While paused the bar stands still; two effects show two timers side by side in the corner")
    func pausedAndSideBySide() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        f.useWall(rows: 1, columns: 4, specials: [at(0, 0): .slowBall, at(0, 1): .widePaddle])
        f.scene.send(.brickTouched(at(0, 0)))
        f.scene.step(by: 5)
        f.scene.send(.brickTouched(at(0, 1)))
        let slow = timer(f, .slowBall)
        let wide = timer(f, .widePaddle)
        #expect(
            slow.bar.frame.width == EffectTimerView.barWidth / 2 && wide.bar.frame.width == EffectTimerView.barWidth)
        #expect(slow.frame.maxX < wide.frame.minX || wide.frame.maxX < slow.frame.minX, "side by side")
        #expect(slow.frame.maxY == f.scene.field.bounds.height - FieldView.effectTimerInset)
        f.key(.character("p"))
        f.scene.step(by: 2)
        #expect(slow.bar.frame.width == EffectTimerView.barWidth / 2)
    }

    @Test("A cleared level takes the timers away with the effects")
    func clearedLevelClearsTimers() {
        let f = BreakoutFixture(settings: BreakoutSceneTests.plainRow)
        f.useWall(rows: 1, columns: 4, specials: [at(0, 0): .slowBall])
        f.scene.send(.brickTouched(at(0, 0)))
        for column in 1..<4 { f.scene.send(.brickTouched(at(0, column))) }
        #expect(f.scene.game.phase == .cleared)
        let hidden = f.scene.field.effectTimers.map(\.isHidden)
        #expect(hidden == [true, true])
    }
}

@MainActor
@Suite("Breakout: the pause card keeps its keys and legend at every window size")
struct BreakoutPauseCardSizeTests {
    static let sizes = [
        Size(width: 640, height: 480), Size(width: 700, height: 500), Size(width: 1024, height: 720),
        Size(width: 1920, height: 1080),
    ]

    @Test("At 640×480, 700×500, 1024×720 and 1920×1080 in the tab bar, every row shows inside the card, none overlap")
    func cardFitsEverySize() {
        for size in Self.sizes {
            let f = BreakoutFixture(size: size, settings: BreakoutSceneTests.plainRow, inTabBar: true)
            f.key(.character("p"))
            f.tick()
            let overlay = f.scene.field.veil
            #expect(!overlay.isHidden && !overlay.card.isHidden, "the card shows at \(size)")
            #expect(encloses(f.scene.field.bounds, overlay.card.frame), "inside the field at \(size)")
            let rows: [View] = overlay.shortcutRows + overlay.legendRows
            for row in rows {
                #expect(encloses(overlay.card.bounds.insetBy(dx: -0.5, dy: -0.5), row.frame), "\(size): \(row.frame)")
            }
            for (index, row) in rows.enumerated() {
                for other in rows[(index + 1)...] where row.frame.intersects(other.frame) {
                    Issue.record(
                        "at \(size) \(row.accessibilityIdentifier ?? "") overlaps \(other.accessibilityIdentifier ?? "")"
                    )
                }
            }
            #expect(overlay.subtitle.frame.maxY <= overlay.card.frame.minY, "the words above the card at \(size)")
        }
    }

    @Test("A roomy window gets the full wording; a small one the short wording, not a missing card")
    func wordingFollowsTheRoom() throws {
        let big = BreakoutFixture(size: Size(width: 1024, height: 720), settings: BreakoutSceneTests.plainRow)
        big.key(.character("p"))
        big.tick()
        let roomy = try #require(big.scene.field.veil.metrics)
        #expect(roomy.sideBySide && !roomy.look.isShort && roomy.look.textSize == Theme.TypeSize.body)
        let small = BreakoutFixture(
            size: Size(width: 640, height: 480), settings: BreakoutSceneTests.plainRow, inTabBar: true)
        small.key(.character("p"))
        small.tick()
        let tight = try #require(small.scene.field.veil.metrics)
        #expect(tight.look.textSize >= 13, "never below 13 pt")
    }
}

/// Whether `inner` lies wholly inside `outer`, edges included.
func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
}
