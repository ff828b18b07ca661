/// Everything a game of Breakout tells the automation log (and, through it, the sound effects), as values: one case
/// per event. The names and fields each case is written with are in `BreakoutEvent+Automation.swift`, the one place
/// that knows them; they are a public contract (`events.jsonl`), so they never change.
public enum BreakoutEvent: Equatable, Sendable {
    /// A ball left the paddle (`source` nil), or an extra-ball brick put a new one in play.
    case ballLaunched(ball: Int, source: LaunchSource?)
    /// A click (or the gamepad's A) pushed every ball in play: how many, which way (degrees), by how much (pt/s).
    case ballPushed(balls: Int, angleDegrees: Double, deltaV: Double)
    /// A push the cooldown held back: the seconds of play until the next one is allowed.
    case pushRefused(secondsLeft: Double)
    /// A ball came back off the paddle's face; `offset` is where it hit (−1 left end … 1 right end).
    case paddleHit(ball: Int, offset: Double)
    /// A ball bounced off a side wall or the top.
    case wallHit(ball: Int)
    case brickHit(row: Int, column: Int, remainingHits: Int)
    case brickDestroyed(row: Int, column: Int, points: Int, cause: BrokenBrick.Cause, score: Int)
    case specialTriggered(BrickSpecial, row: Int, column: Int)
    /// A ball fell out of the field; `ballsInPlay` are the ones still flying.
    case ballLost(ball: Int, ballsInPlay: Int)
    /// A ball away from the paddle too long was sent back down toward it.
    case ballNudged(ball: Int)
    /// The level was won (`won`) or the last life lost.
    case gameOver(won: Bool, score: Int, level: Int)
    /// A new wall: the next level, a new game, or a new game for new settings or by the player's choice.
    case gameReset(level: Int, score: Int, cause: ResetCause?)
    /// Play stopped; each ball's velocity as it was, `[vx, vy]` in pt/s.
    case gamePaused(velocities: [[Double]])
    /// Play went on; each ball's velocity, the very one it had when play stopped.
    case gameResumed(velocities: [[Double]])
    /// Back on the tab or in focus: the frozen field waits for a click or Space.
    case continuePrompt(reason: PauseReason)
    /// New settings for the wall or the serve wait for the next level or game.
    case settingsPending
    case gamepadConnected(name: String, accelerometer: Bool)

    /// Where a launched ball came from when not from the paddle.
    public enum LaunchSource: String, Equatable, Sendable {
        case extraBall = "extra_ball"
    }

    /// Why a new wall was built when not by the outcome alert's button.
    public enum ResetCause: String, Equatable, Sendable {
        case settings
        case newGame = "new_game"
    }
}
