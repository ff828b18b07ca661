import Kit
import Pentomino

/// A piece held by a drag: which one, the point of it under the pointer, and where the pointer is.
struct DragState {
    let piece: Piece
    /// The grabbed point in the piece view's own space: it stays under the pointer while the piece grows.
    let grabPoint: Point
    /// The pointer, in the scene's space.
    var pointer: Point
}

/// Dragging pieces with a finger or the mouse. One piece is held at a time: a second finger's drag of another
/// piece is ignored, so it can neither take over the held piece nor leave it lifted. The piece follows the
/// pointer in the same event, so it never lags a frame behind; on release it snaps to the cell nearest its box
/// (the game decides whether that is on the grid), its release velocity carried into the snap.
@MainActor
final class PieceDragging {
    /// Fastest release speed handed to a snapping spring, in points per second: a flick should feel alive, not
    /// send the piece wobbling across the board.
    static let maximumHandoffSpeed: Double = 1200

    private unowned let scene: PentominoesScene
    private(set) var drag: DragState?

    init(scene: PentominoesScene) {
        self.scene = scene
    }

    func handlePan(_ pan: PanGestureRecognizer, piece: Piece) {
        switch pan.state {
        case .began:
            guard drag == nil else { return }
            begin(piece, pan: pan)
        case .changed:
            guard drag?.piece == piece else { return }
            move(to: pan.location(in: scene.view))
        case .ended, .cancelled:
            guard drag?.piece == piece else { return }
            move(to: pan.location(in: scene.view))
            drop(velocity: pan.velocity(in: scene.view))
        default:
            break
        }
    }

    /// Lets go of the dragged piece as if released where it is (before Solve, Reset or another board take every
    /// piece, or the scene leaves the screen); the rest of that drag is ignored.
    func releaseDrag() {
        if drag != nil { drop(velocity: .zero) }
    }

    /// Stops following `piece` without dropping it: the game has let go of it (Solve takes every piece).
    func abandon(_ piece: Piece) {
        guard drag?.piece == piece else { return }
        drag = nil
        scene.animator.follow = nil
    }

    private func begin(_ piece: Piece, pan: PanGestureRecognizer) {
        scene.send(.pickUp(piece))
        guard scene.game.hand?.dragged == piece, let pieceView = scene.pieceViews[piece] else { return }
        let pressedAt = pan.location(in: nil) - pan.translation(in: nil)
        drag = DragState(
            piece: piece, grabPoint: pieceView.convertFromWindow(pressedAt), pointer: pan.location(in: scene.view))
        scene.animator.follow = (piece, { [weak self] pieceView in self?.keepUnderPointer(pieceView) })
        move(to: pan.location(in: scene.view))
    }

    /// The pointer moved: the piece follows in the same event.
    private func move(to pointer: Point) {
        guard let piece = drag?.piece, let pieceView = scene.pieceViews[piece] else { return }
        drag?.pointer = pointer
        keepUnderPointer(pieceView)
        pieceView.applyMotion(liftScale: scene.animator.liftScale)
    }

    /// Puts the dragged piece so its grabbed point is under the pointer at its current size and turn.
    private func keepUnderPointer(_ pieceView: PieceView) {
        guard let drag else { return }
        let transform = pieceView.motion.transform(liftScale: scene.animator.liftScale)
        let offset = drag.grabPoint - pieceView.bounds.center
        let turned = Point(
            x: transform.a * offset.x + transform.c * offset.y, y: transform.b * offset.x + transform.d * offset.y)
        pieceView.motion.jump(to: drag.pointer - turned)
    }

    /// The drag ended: the piece's box is nearest some grid place, where the game snaps it (or sends it home).
    private func drop(velocity: Point) {
        guard let piece = drag?.piece, let pieceView = scene.pieceViews[piece] else { return }
        drag = nil
        scene.animator.follow = nil
        let speed = velocity.length
        let handoff = speed > Self.maximumHandoffSpeed ? velocity * (Self.maximumHandoffSpeed / speed) : velocity
        pieceView.motion.setVelocity(handoff)
        let orientation = scene.game.puzzle.spot(of: piece)?.orientation ?? .identity
        let origin = scene.layout.board.nearestOrigin(of: piece, in: orientation, centeredAt: pieceView.motion.center)
        scene.send(.drop(piece, origin: origin))
    }
}
