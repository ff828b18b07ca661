/// What the scene must do after an action, in order: the model decides, the scene shows. Angles come from the
/// model's random numbers, so a test that sends the same actions with the same seed sees the same game.
public enum BreakoutEffect: Equatable, Sendable {
    /// Write this to the automation log (the sound effects follow it).
    case log(BreakoutEvent)
    /// The ball on the paddle goes up, `angle` radians from vertical, at the paddle's return speed.
    case launchBall(Int, angle: Double)
    /// A new ball joins play from the brick's place, heading down `angle` radians from straight down, at cruising
    /// speed.
    case addBall(Int, at: BrickPosition, angle: Double)
    /// One push of every ball in play, `angle` radians from the right, by `deltaV` pt/s.
    case push(angle: Double, deltaV: Double)
    /// The push was held back by the cooldown: show that it was.
    case pushRefused
    /// The ball came off the paddle's face at `offset`: it leaves at the return speed, turned by where it hit.
    case returnFromPaddle(ball: Int, offset: Double)
    /// The ball goes down toward the paddle at cruising speed, `spread` (−1…1) across the allowed angle.
    case nudge(ball: Int, spread: Double)
    /// The ball is out of play: its view and its body go.
    case removeBall(Int)
    /// Every ball leaves the field (the level or the game is over).
    case clearBalls
    /// A brick took a hit and stands, looking as it now is.
    case damageBrick(Brick)
    /// A brick broke: its boundary goes at once, its view after `ripple` steps of an explosion's spread.
    case breakBrick(BrokenBrick)
    /// An explosive brick went off here.
    case explode(at: BrickPosition)
    /// Balls faster than the new, slower cruising speed come down to it.
    case slowBalls
    /// The running effects changed (paddle width, glow, timers).
    case showEffects
    /// Play stops: every ball keeps its velocity for later and stands still.
    case freeze
    /// Play goes on: every ball takes back the velocity it had.
    case thaw
    /// Why play stands still changed (the overlay's words).
    case showPause
    /// The level or the game is over: ask the player to go on.
    case showOutcome(GameOutcome)
    /// "Start a new game?": the game is paused until the answer.
    case askNewGame
    /// A new wall and serve: every ball goes, the bricks are built again, the paddle returns to the middle.
    case rebuildField
    /// The settings of feel (bounciness, gravity) go to the physics.
    case applyFeel
    /// Keep this best score (the file writes it if it changed).
    case saveBestScore(Int)
}
