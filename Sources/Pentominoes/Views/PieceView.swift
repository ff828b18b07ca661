import Kit
import Pentomino

/// One pentomino on screen: draws its five squares in the identity orientation, in a fixed reference size, and
/// is turned, mirrored and scaled by its transform (driven by `motion`). Only its squares take touches.
@MainActor
final class PieceView: View {
    /// Side of a square in the view's own space, in points; the transform scales it to the tray's or the
    /// board's cell size, so resizing never changes the view's bounds or what it draws.
    static let referenceCell: Double = 40
    /// Where a lifted piece's shadow falls, in screen points at full lift (light from above).
    static let shadowOffset = Point(x: 3, y: 12)
    /// The shadow is several copies stepping towards `shadowOffset`: more steps, softer edge.
    static let shadowSteps = 4
    static let shadowStepAlpha = 0.14

    let piece: Piece
    let color: Color
    /// The identity squares, in the order `Piece.cells(in: .identity)` lists them.
    let squares: [Cell]
    var motion: PieceMotion
    /// Squares (identity coordinates) covered by another piece on the board.
    var overlappedSquares: Set<Cell> = [] { didSet { setNeedsDisplay() } }
    /// True while a drag holds the piece (tree.json reports it as selected).
    var isHeld = false
    /// `home` or `row,col,orientation`, as tree.json reports it.
    var positionText = "home"
    /// Handles R, F, arrows and Escape while the piece has keyboard focus.
    var onKey: (@MainActor (PieceView, KeyEvent) -> Bool)?
    /// Called when the secondary (right) mouse button is pressed on one of the piece's squares.
    var onSecondaryClick: (@MainActor () -> Void)?

    init(piece: Piece, center: Point, scale: Double) {
        self.piece = piece
        color = PentominoesPalette.color(of: piece)
        squares = piece.cells(in: .identity)
        motion = PieceMotion(center: center, scale: scale)
        let size = piece.size(in: .identity)
        super.init(
            frame: Rect(
                x: 0, y: 0, width: Double(size.columns) * Self.referenceCell,
                height: Double(size.rows) * Self.referenceCell))
        accessibilityIdentifier = "pentominoes.piece.\(piece.letter)"
        accessibilityLabel = "\(piece.letter) piece"
        self.center = center
        transform = motion.transform(liftScale: 1)
    }

    /// Shows the current motion values; returns whether anything still moves.
    @discardableResult
    func applyMotion(liftScale: Double) -> Bool {
        center = motion.center
        transform = motion.transform(liftScale: liftScale)
        return !motion.isSettled
    }

    func squareRect(_ square: Cell) -> Rect {
        Rect(
            x: Double(square.column) * Self.referenceCell, y: Double(square.row) * Self.referenceCell,
            width: Self.referenceCell, height: Self.referenceCell)
    }

    override func point(inside point: Point) -> Bool {
        squares.contains { squareRect($0).contains(point) }
    }

    override func draw(in canvas: Canvas) {
        drawShadow(in: canvas)
        PieceTile.draw(
            in: canvas, squares: Set(squares), cell: Self.referenceCell, color: color, down: screenDown)
        for square in overlappedSquares {
            PieceTile.drawOverlapMark(in: canvas, cell: squareRect(square), color: PentominoesPalette.overlapMark)
        }
    }

    /// The screen's downward direction in this view's own space (unit length), for the bevel's lit side.
    private var screenDown: Point {
        guard let inverse = linearInverse else { return Point(x: 0, y: 1) }
        let down = Point(x: inverse.c, y: inverse.d)
        return down.length > 0 ? down / down.length : Point(x: 0, y: 1)
    }

    override func drawOverlay(in canvas: Canvas) {
        guard isFocusedForKeyboard else { return }
        PieceFocusRing.draw(
            in: canvas, squares: Set(squares), cell: Self.referenceCell,
            screenPoint: 1 / max(abs(transform.determinant).squareRoot(), 0.01), color: Theme.Palette.focusRing)
    }

    /// The lifted piece's shadow, stepped towards a fixed screen direction whatever the piece's turn.
    private func drawShadow(in canvas: Canvas) {
        let lift = min(max(motion.lift.value, 0), 1)
        guard lift > 0.01, let inverse = linearInverse else { return }
        let screenStep = Self.shadowOffset * (lift / Double(Self.shadowSteps))
        let step = Point(
            x: inverse.a * screenStep.x + inverse.c * screenStep.y,
            y: inverse.b * screenStep.x + inverse.d * screenStep.y)
        for index in 1...Self.shadowSteps {
            let offset = step * Double(index)
            for square in squares {
                let rect = squareRect(square).offsetBy(dx: offset.x, dy: offset.y)
                // Square corners: neighbouring squares of one copy abut exactly, so the copy has no seams.
                canvas.fill(
                    rect, cornerRadius: 0, color: PentominoesPalette.shadow.withAlpha(Self.shadowStepAlpha * lift))
            }
        }
    }

    /// The inverse of the transform's linear part (nil in the instant a flip squashes the piece flat).
    private var linearInverse: AffineTransform? {
        AffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0).inverted
    }

    private var isFocusedForKeyboard: Bool { window?.focusedView === self }

    override var canBecomeFocused: Bool { true }

    override func handleKey(_ event: KeyEvent) -> Bool {
        onKey?(self, event) ?? false
    }

    override func secondaryClick(_ event: PointerEvent) -> Bool {
        guard let onSecondaryClick else { return false }
        onSecondaryClick()
        return true
    }

    override var automationType: String { "Piece" }
    override var automationValue: AutomationValue? { .string(positionText) }
    override var isSelectedForAutomation: Bool { isHeld }
}
