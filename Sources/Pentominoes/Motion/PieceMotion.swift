import Kit
import Pentomino

/// How a piece view is shown, as numbers that move: its centre, its turn, a screen-space mirror squash, its
/// size (tray or board) and how far it is lifted. The model orientation is the truth; this follows it.
///
/// The on-screen transform is `pieceMirror · rotate(angle) · scale(scale · mirror, scale)`: the piece's own
/// flip, then its turn, then the squash a flip animates through and the size. A flip re-expresses the same
/// picture with the other piece mirror and the opposite angle, then lets the squash run from -1 back to 1, so
/// the piece visibly flips about the screen's vertical axis whatever its turn, with no jump.
struct PieceMotion: Hashable, Sendable {
    var x: MotionChannel
    var y: MotionChannel
    /// Clockwise turn in radians; unbounded, so four taps turn a full circle instead of spinning back.
    var angle = MotionChannel(0, restThreshold: Self.angleRest)
    /// The flip squash: 1 at rest, -1 right after a flip.
    var mirror = MotionChannel(1, restThreshold: Self.scaleRest)
    /// Points per reference point: the tray's small size or the board's.
    var scale: MotionChannel
    /// 0 resting, 1 held up by a drag.
    var lift = MotionChannel(0, restThreshold: Self.scaleRest)
    /// The piece's own mirror (the model's `isFlipped`).
    private(set) var isFlipped = false

    static let positionRest = 0.01
    static let angleRest = 1e-4
    static let scaleRest = 1e-4
    static let quarterTurn = Double.pi / 2

    init(center: Point, scale: Double) {
        x = MotionChannel(center.x, restThreshold: Self.positionRest)
        y = MotionChannel(center.y, restThreshold: Self.positionRest)
        self.scale = MotionChannel(scale, restThreshold: Self.scaleRest)
    }

    var center: Point { Point(x: x.value, y: y.value) }
    var targetCenter: Point { Point(x: x.target, y: y.target) }

    var isSettled: Bool {
        x.isSettled && y.isSettled && angle.isSettled && mirror.isSettled && scale.isSettled && lift.isSettled
    }

    /// The orientation the motion is heading for.
    var targetOrientation: Orientation {
        Orientation(rotation: Int((angle.target / Self.quarterTurn).rounded()), isFlipped: isFlipped)
    }

    mutating func move(to point: Point, style: MotionStyle) {
        x.retarget(point.x, style: style)
        y.retarget(point.y, style: style)
    }

    /// Follows the pointer exactly (during a drag).
    mutating func jump(to point: Point) {
        x.jump(to: point.x)
        y.jump(to: point.y)
    }

    mutating func setVelocity(_ velocity: Point) {
        x.setVelocity(velocity.x)
        y.setVelocity(velocity.y)
    }

    /// A quarter turn clockwise more than the current target (never back the short way: taps turn clockwise).
    mutating func turnClockwise() {
        angle.retarget(angle.target + Self.quarterTurn, style: .turn)
    }

    /// Mirrors the piece about the screen's vertical axis through its centre.
    mutating func flip() {
        isFlipped.toggle()
        angle.negateAll()
        mirror.negateValue()
        mirror.retarget(1, style: .turn)
        angle.retarget(angle.target, style: .turn)
    }

    /// Heads for `orientation` the shortest way round (flipping first if the mirror differs).
    mutating func turn(to orientation: Orientation) {
        if orientation.isFlipped != isFlipped { flip() }
        let current = Int((angle.target / Self.quarterTurn).rounded())
        var steps = ((orientation.rotation - current) % 4 + 4) % 4
        if steps == 3 { steps = -1 }
        angle.retarget(Double(current + steps) * Self.quarterTurn, style: .turn)
    }

    /// Shows `orientation` at once, at `center` and `scale`, with nothing moving.
    mutating func jump(to orientation: Orientation, center point: Point, scale newScale: Double) {
        isFlipped = orientation.isFlipped
        angle.jump(to: Double(orientation.rotation) * Self.quarterTurn)
        mirror.jump(to: 1)
        scale.jump(to: newScale)
        jump(to: point)
    }

    mutating func step(_ dt: Double) {
        x.step(dt)
        y.step(dt)
        angle.step(dt)
        mirror.step(dt)
        scale.step(dt)
        lift.step(dt)
    }

    /// The view transform for this moment; `liftScale` is how much bigger a fully lifted piece is.
    func transform(liftScale: Double) -> AffineTransform {
        let size = scale.value * (1 + (liftScale - 1) * lift.value)
        return Self.transform(angle: angle.value, isFlipped: isFlipped, mirror: mirror.value, scale: size)
    }

    /// `pieceMirror · rotate(angle) · scale(scale · mirror, scale)`, exact for whole quarter turns.
    static func transform(angle: Double, isFlipped: Bool, mirror: Double, scale: Double) -> AffineTransform {
        let turns = angle / quarterTurn
        let rotation: AffineTransform
        if turns == turns.rounded() {
            // Exact zeros and ones, so a resting piece's frame has no 1e-17 noise in tree.json or hit-testing.
            let cosines: [Double] = [1, 0, -1, 0]
            let quarter = ((Int(turns) % 4) + 4) % 4
            let cosine = cosines[quarter]
            let sine = cosines[(quarter + 3) % 4]
            rotation = AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        } else {
            rotation = AffineTransform(rotationAngle: angle)
        }
        return AffineTransform(scaleX: isFlipped ? -1 : 1, y: 1)
            .concatenating(rotation)
            .concatenating(AffineTransform(scaleX: scale * mirror, y: scale))
    }

    /// The resting transform of a piece in `orientation` at `scale`.
    static func transform(for orientation: Orientation, scale: Double) -> AffineTransform {
        transform(
            angle: Double(orientation.rotation) * quarterTurn, isFlipped: orientation.isFlipped, mirror: 1,
            scale: scale)
    }
}
