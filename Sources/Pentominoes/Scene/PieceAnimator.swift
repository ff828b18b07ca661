import Kit
import Pentomino

/// The frame loop that moves the piece views towards where they are sent: it runs while anything moves (or a drag
/// holds a piece) and sleeps otherwise, so a still puzzle lets the app sleep.
@MainActor
final class PieceAnimator {
    /// Seconds between neighbouring pieces of the celebration's wave.
    static let waveStagger = 0.045
    /// How long each piece stays up in the wave, in seconds.
    static let waveHold = 0.16
    /// How far each piece rises in the wave (share of a full drag lift).
    static let waveLift = 0.8

    private unowned let root: View
    private let pieceViews: [Piece: PieceView]
    /// How pieces settle into a cell or fly home (the setting).
    var snapStyle: MotionStyle
    /// How much bigger a fully lifted piece is (the setting).
    var liftScale: Double {
        didSet { start() }
    }
    /// Keeps a dragged piece under the pointer each frame (set while a drag holds it).
    var follow: (piece: Piece, keepUnderPointer: @MainActor (PieceView) -> Void)?
    private var displayLink: DisplayLink?
    /// Called once, on the first frame nothing moves after `awaitRest`.
    private var onRest: (@MainActor () -> Void)?

    init(root: View, pieceViews: [Piece: PieceView], snapStyle: MotionStyle, liftScale: Double) {
        self.root = root
        self.pieceViews = pieceViews
        self.snapStyle = snapStyle
        self.liftScale = liftScale
    }

    /// The window's clock, in seconds (0 before the scene is in a window: nothing it times can happen then).
    var now: Double { root.window?.now ?? 0 }

    /// Makes sure frames come while pieces move (nothing happens until the scene is in a window).
    func start() {
        guard let window = root.window else { return }
        if displayLink == nil {
            displayLink = DisplayLink(window: window) { [weak self] _, elapsed in self?.step(elapsed) }
        }
        displayLink?.isPaused = false
    }

    /// No more frames until the next `start` (the scene is leaving the screen).
    func pause() {
        displayLink?.isPaused = true
    }

    /// Calls `action` on the first frame nothing moves.
    func awaitRest(_ action: @escaping @MainActor () -> Void) {
        onRest = action
        start()
    }

    /// Sends the piece to `center`, `scale` and `orientation` in the snap style (turns always use `.turn`).
    func move(_ piece: Piece, to center: Point, scale: Double, orientation: Orientation) {
        guard let pieceView = pieceViews[piece] else { return }
        pieceView.motion.move(to: center, style: snapStyle)
        pieceView.motion.scale.retarget(scale, style: .lift)
        pieceView.motion.turn(to: orientation)
        start()
    }

    /// Shows the piece at `center`, `scale` and `orientation` at once, with nothing moving.
    func jump(_ piece: Piece, to center: Point, scale: Double, orientation: Orientation) {
        guard let pieceView = pieceViews[piece] else { return }
        pieceView.motion.jump(to: orientation, center: center, scale: scale)
        pieceView.applyMotion(liftScale: liftScale)
    }

    /// Raises the piece to `height` (1: held, 0: resting) at `scale`.
    func lift(_ piece: Piece, to height: Double, scale: Double? = nil) {
        guard let pieceView = pieceViews[piece] else { return }
        pieceView.motion.lift.retarget(height, style: .lift)
        if let scale { pieceView.motion.scale.retarget(scale, style: .lift) }
        start()
    }

    /// Each piece rises and settles in turn, in `order`; a piece the player picks up meanwhile stays up.
    func wave(_ order: [Piece]) {
        for (index, piece) in order.enumerated() {
            after(Double(index) * Self.waveStagger) { [weak self] in
                guard let self, follow?.piece != piece else { return }
                lift(piece, to: Self.waveLift)
                after(Self.waveHold) { [weak self] in
                    guard let self, follow?.piece != piece, pieceViews[piece]?.isHeld == false else { return }
                    lift(piece, to: 0)
                }
            }
        }
    }

    /// Runs `action` after `delay` seconds on the window's clock (at once when there is no window).
    func after(_ delay: Double, _ action: @escaping @MainActor () -> Void) {
        guard delay > 0, let window = root.window else {
            action()
            return
        }
        window.timers.schedule(at: now + delay, action)
    }

    /// One frame: every piece's motion advances `elapsed` seconds, the dragged one stays under the pointer.
    private func step(_ elapsed: Double) {
        var moving = follow != nil
        for (piece, pieceView) in pieceViews {
            pieceView.motion.step(elapsed)
            if let follow, follow.piece == piece { follow.keepUnderPointer(pieceView) }
            if pieceView.applyMotion(liftScale: liftScale) { moving = true }
        }
        guard !moving else { return }
        displayLink?.isPaused = true
        if let onRest {
            self.onRest = nil
            onRest()
        }
    }
}
