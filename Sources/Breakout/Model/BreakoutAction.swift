/// What can happen to a game of Breakout: the player's input, the physics' contacts, time passing, the tab and the
/// window coming and going, new settings. The scene turns each into one of these and sends it to the model
/// (`BreakoutModel.send(_:random:)`), which answers with the effects to carry out.
public enum BreakoutAction: Equatable, Sendable {
    /// `seconds` of play went by (one frame); nothing passes while paused.
    case frame(seconds: Double)
    /// Space or the gamepad's A while nothing else claims it: plays on after a pause or a prompt, else launches the
    /// waiting ball.
    case serve
    /// A click in the field (or the gamepad's A): plays on after a pause or a prompt, else launches a waiting ball
    /// or pushes the balls in play.
    case tap
    /// P, Escape, the gamepad's Start or B.
    case togglePause
    /// Another tab shows, or the window lost focus.
    case pause(PauseReason)
    /// The tab shows again, or the window has focus again.
    case resume(PauseReason)
    /// A ball touched the brick at this position.
    case brickTouched(BrickPosition)
    /// A ball touched the paddle: on its face (`onFace`, it comes back up) or its end from below (already lost).
    case paddleTouched(ball: Int, offset: Double, onFace: Bool)
    /// A ball the paddle had moved onto was put back outside it: it counts as a touch of the paddle.
    case ballFreedFromPaddle(ball: Int)
    /// A ball bounced off a side wall or the top.
    case wallTouched(ball: Int)
    /// A ball left the field through the bottom.
    case ballFell(ball: Int)
    /// The outcome alert's button: the next level or a new game.
    case continueAfterOutcome
    /// N or the New Game button: asks first while a game is in progress.
    case requestNewGame
    /// The player's answer to "Start a new game?".
    case confirmNewGame(Bool)
    /// The settings now say this.
    case configure(BreakoutConfiguration)
    /// The app is quitting or the tab going: the best score must be kept.
    case keepBestScore
}
