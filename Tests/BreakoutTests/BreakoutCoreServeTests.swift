import Testing

@testable import Breakout
@testable import Kit

@Suite("Breakout core: serving, pushing and the paddle, as actions and effects")
struct BreakoutCoreServeTests {
    @Test("Space launches the ball on the paddle within 20° of vertical; the serve's next ball takes its place")
    func serveLaunches() throws {
        var game = CoreGame(.plainRow(ballCount: 2))
        #expect(game.model.restingBall == 0)
        let effects = game.send(.serve)
        guard case .launchBall(0, let angle) = effects.first else {
            Issue.record("the first effect launches ball 0: \(effects)")
            return
        }
        #expect(abs(angle) <= BreakoutModel.launchSpread)
        #expect(effects.logged == [.ballLaunched(ball: 0, source: nil)])
        #expect(game.model.restingBall == 1 && game.model.ballsInPlay == 1)
        game.send(.serve)
        #expect(game.model.restingBall == nil && game.model.ballsWaiting == 0)
        #expect(game.send(.serve) == [], "nothing left to serve")
    }

    @Test("A click launches a waiting ball when none flies, then pushes every ball at the tap-push setting")
    func tapLaunchesThenPushes() {
        var game = CoreGame()
        #expect(game.send(.tap).logged == [.ballLaunched(ball: 0, source: nil)])
        let push = game.send(.tap)
        guard case .push(let angle, let deltaV) = push.first else {
            Issue.record("a push: \(push)")
            return
        }
        #expect(deltaV == game.model.configuration.tapPush)
        #expect(push.logged == [.ballPushed(balls: 1, angleDegrees: angle * 180 / .pi, deltaV: deltaV)])
    }

    @Test("A push within the cooldown is refused, and says how long is left; after it the next one goes")
    func pushCooldownIsShown() {
        var game = CoreGame()
        game.send(.serve)
        game.send(.tap)
        game.play(seconds: 0.2)
        let refused = game.send(.tap)
        #expect(refused.first == .pushRefused)
        guard case .pushRefused(let left)? = refused.logged.first else {
            Issue.record("a refusal is logged: \(refused)")
            return
        }
        #expect(abs(left - 0.4) < 1e-6 && abs(game.model.pushCooldownLeft - 0.4) < 1e-6)
        game.play(seconds: 0.4)
        #expect(game.model.pushCooldownLeft == 0)
        #expect(game.send(.tap).logged.first.map { if case .ballPushed = $0 { true } else { false } } == true)
    }

    @Test("A ball on the paddle's face comes back turned and the combo starts again; a second report is the same hit")
    func paddleFace() {
        var game = CoreGame(.custom(rows: 4, columns: 4))
        game.send(.serve)
        game.send(.brickTouched(at(3, 0)))
        game.send(.brickTouched(at(3, 1)))
        #expect(game.model.game.combo == 2)
        let hit = game.send(.paddleTouched(ball: 0, offset: 0.5, onFace: true))
        #expect(hit == [.returnFromPaddle(ball: 0, offset: 0.5), .log(.paddleHit(ball: 0, offset: 0.5))])
        #expect(game.model.game.combo == 0)
        game.play(seconds: 0.05)
        #expect(game.send(.paddleTouched(ball: 0, offset: 0.5, onFace: true)) == [], "within 0.1 s: the same touch")
        game.play(seconds: 0.1)
        #expect(game.send(.paddleTouched(ball: 0, offset: -1, onFace: true)).count == 2)
    }

    @Test("A ball that hits the paddle's end from below is already lost: nothing turns it, the combo stays")
    func paddleEndFromBelow() {
        var game = CoreGame(.custom(rows: 4, columns: 4))
        game.send(.serve)
        game.send(.brickTouched(at(3, 0)))
        #expect(game.send(.paddleTouched(ball: 0, offset: 1, onFace: false)) == [])
        #expect(game.model.game.combo == 1)
    }

    @Test("A ball away from the paddle for 20 s of play is nudged back down toward it, once per 20 s")
    func stuckBallNudged() {
        var game = CoreGame()
        game.send(.serve)
        let early = game.play(seconds: 19.9)
        #expect(early.logged.isEmpty, "19.9 s away is still fine")
        let late = game.play(seconds: 0.2)
        #expect(late.logged == [.ballNudged(ball: 0)])
        guard case .nudge(0, let spread)? = late.first else {
            Issue.record("a nudge of ball 0: \(late)")
            return
        }
        #expect((-1...1).contains(spread))
        #expect(game.play(seconds: 19).logged.isEmpty, "the nudge restarts its clock")
    }

    @Test("A ball freed from under the paddle counts as a touch: no nudge for another 20 s")
    func freedBallTouches() {
        var game = CoreGame()
        game.send(.serve)
        game.play(seconds: 15)
        game.send(.ballFreedFromPaddle(ball: 0))
        #expect(game.play(seconds: 10).logged.isEmpty)
    }

    @Test("A wall contact is logged for a ball in play, and ignored for one already gone")
    func wallContacts() {
        var game = CoreGame()
        game.send(.serve)
        #expect(game.send(.wallTouched(ball: 0)) == [.log(.wallHit(ball: 0))])
        game.send(.ballFell(ball: 0))
        #expect(game.send(.wallTouched(ball: 0)) == [])
    }

    @Test("The same seed and the same actions give the same game, angles included")
    func deterministic() {
        var first = CoreGame(.powderKeg())
        var second = CoreGame(.powderKeg())
        let actions: [BreakoutAction] = [.serve, .tap, .frame(seconds: 1), .tap, .brickTouched(at(1, 1))]
        #expect(actions.map { first.send($0) } == actions.map { second.send($0) })
        #expect(first.model == second.model)
    }
}
