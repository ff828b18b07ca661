import Dynamics
import Kit

/// The field as the physics and the eye see it: the animator and the physical behaviour, the bricks' views and
/// boundaries, the balls' views and bodies, the paddle's place. It keeps no rules: the scene tells it what the
/// model decided (launch this ball, break that brick) and asks it what the physics did (where a ball is, how fast).
///
/// Its helpers own the rest of the field's state: the velocities frozen by a pause (`BallFreezer`) and the tilt
/// that may steer gravity (`TiltGravity`).
@MainActor
final class Playfield {
    /// Space between the paddle's bottom and the field's bottom, in points.
    static let paddleBottomMargin: Double = 34
    /// The paddle is never narrower than this, in points.
    static let minimumPaddleWidth: Double = 56

    unowned let field: FieldView
    let animator: DynamicAnimator
    let physics = BreakoutBehavior()
    /// Where the bricks go in the current field size (nil until the field has a size).
    private(set) var layout: BrickLayout?
    var brickViews: [BrickPosition: BrickView] = [:]
    /// Balls in play, in the order they joined.
    private(set) var balls: [BallView] = []
    /// The ball sitting on the paddle, waiting for Space or a click.
    private(set) var restingBall: BallView?
    /// The paddle's centre, in field points.
    var paddleCenterX: Double = 0
    /// The paddle's width as a share of the field's (the setting's, times a running wide-paddle effect).
    var paddleShare: Double = PaddleWidth.normal.fractionOfField
    let freezer = BallFreezer()
    let tilt = TiltGravity()

    init(field: FieldView) {
        self.field = field
        animator = DynamicAnimator(referenceView: field)
        animator.addBehavior(physics)
    }

    var bounds: Rect { field.bounds }

    // MARK: The paddle

    var paddleWidth: Double {
        min(max(paddleShare * bounds.width, Self.minimumPaddleWidth), bounds.width)
    }

    var paddleFrame: Rect {
        let width = paddleWidth
        let y = bounds.height - Self.paddleBottomMargin - PaddleView.height
        return Rect(x: paddleCenterX - width / 2, y: y, width: width, height: PaddleView.height)
    }

    var paddleGeometry: PaddleGeometry { PaddleGeometry(frame: paddleFrame) }

    /// Height from the paddle to the bottom of the wall, in points (0 before the first layout).
    var climb: Double { layout.map { paddleFrame.minY - $0.wallFrame.maxY } ?? 0 }

    // MARK: Balls

    func ball(_ index: Int) -> BallView? {
        balls.first { $0.index == index }
    }

    func velocity(of ball: BallView) -> Point {
        physics.velocity(of: ball)
    }

    func setVelocity(_ velocity: Point, of ball: BallView) {
        physics.setVelocity(velocity, of: ball)
    }

    /// Shows the model's waiting ball on the paddle (fading in), or takes away one that no longer waits.
    func showRestingBall(_ index: Int?) {
        guard restingBall?.index != index else { return }
        restingBall?.removeFromSuperview()
        restingBall = nil
        guard let index else { return }
        let ball = BallView(index: index)
        field.ballLayer.addSubview(ball)
        restingBall = ball
        moveRestingBallOntoPaddle()
        ball.alpha = 0
        View.animate(duration: Theme.feedbackDuration) { ball.alpha = 1 }
    }

    func moveRestingBallOntoPaddle() {
        guard let ball = restingBall, layout != nil else { return }
        ball.center = Point(x: paddleCenterX, y: paddleFrame.minY - BallView.radius - PaddleGeometry.clearance)
    }

    /// The resting ball `index` goes into play with `velocity`.
    func launch(_ index: Int, velocity: Point) {
        guard let view = restingBall, view.index == index else { return }
        restingBall = nil
        putInPlay(view, velocity: velocity)
    }

    /// A new ball, not served, in play at `center` with `velocity`, growing in from a dot.
    @discardableResult
    func addBall(_ index: Int, at center: Point, velocity: Point) -> BallView {
        let view = BallView(index: index)
        view.center = center
        field.ballLayer.addSubview(view)
        putInPlay(view, velocity: velocity)
        return view
    }

    private func putInPlay(_ view: BallView, velocity: Point) {
        balls.append(view)
        physics.addBall(view, velocity: velocity)
    }

    func removeBall(_ index: Int) {
        guard let view = ball(index) else { return }
        view.isInPlay = false
        physics.removeBall(view)
        balls.removeAll { $0 === view }
        view.removeFromSuperview()
    }

    /// Takes every ball off the field, the resting one too.
    func clearBalls() {
        for view in balls { removeBall(view.index) }
        showRestingBall(nil)
        freezer.forget()
    }

    /// Every ball's glow: cool while slow balls run.
    func setGlow(slow: Bool) {
        let glow = slow ? BreakoutPalette.slowBallGlow : BreakoutPalette.ballGlow
        for ball in balls where ball.glowColor != glow { ball.glowColor = glow }
    }

    // MARK: Bricks

    /// One view and boundary per standing brick of `wall`, replacing the previous ones (breaking bricks still
    /// animating go too).
    func makeBricks(for wall: BrickWall) {
        for view in field.brickLayer.subviews { view.removeFromSuperview() }
        brickViews = [:]
        physics.removeAllBricks()
        layout = layout.map { BrickLayout(rows: wall.rows, columns: wall.columns, fieldSize: $0.fieldSize) }
        for brick in wall.bricks where !brick.isDestroyed {
            let view = BrickView(brick: brick)
            brickViews[view.position] = view
            field.brickLayer.addSubview(view)
        }
        layOutBricks(of: wall)
    }

    /// Puts every standing brick's view and boundary where the layout says: a boundary that stayed where the brick
    /// was would bounce balls off empty space.
    func layOutBricks(of wall: BrickWall) {
        guard let layout else { return }
        for brick in wall.standingBricks {
            let position = BrickPosition(row: brick.row, column: brick.column)
            let frame = layout.frame(row: brick.row, column: brick.column)
            brickViews[position]?.frame = frame
            physics.setBrick(position, frame: frame)
        }
    }

    func showHit(_ brick: Brick) {
        brickViews[BrickPosition(row: brick.row, column: brick.column)]?.showHit(brick)
    }

    /// Removes a broken brick's boundary at once (no second bounce off it) and lets its view go after `delay`.
    func breakBrick(_ position: BrickPosition, after delay: Double) {
        physics.removeBrick(position)
        brickViews.removeValue(forKey: position)?.shatter(after: delay)
    }

    func center(of position: BrickPosition) -> Point {
        layout?.frame(row: position.row, column: position.column).center ?? .zero
    }

    /// Sets a new layout for the field's size (the wall's rows and columns).
    func setLayout(for wall: BrickWall, size: Size) {
        layout = BrickLayout(rows: wall.rows, columns: wall.columns, fieldSize: size)
    }
}
