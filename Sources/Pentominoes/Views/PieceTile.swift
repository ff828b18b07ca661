import Kit
import Pentomino

/// A piece drawn as one raised plastic shape: its squares joined into a single body with rounded outer
/// corners, a shaded lip on the side facing screen-down and a lit rim on the side facing up, and faint grooves
/// between the squares so they can still be counted. Sizes are fractions of the cell, so the tray's small
/// pieces, the board's and the hint's look alike.
@MainActor
enum PieceTile {
    /// Gap left around the piece's outline, as a fraction of the cell: neighbouring pieces stay distinct.
    static let gapFraction = 0.045
    static let cornerFraction = 0.16
    /// How far the shaded lip shows below the face, as a fraction of the cell.
    static let lipFraction = 0.06
    /// How far the lit rim shows above the face, as a fraction of the cell.
    static let rimFraction = 0.025
    static let shadeAmount = 0.3
    static let highlightAmount = 0.4
    /// The groove between two squares of one piece: a hairline, slightly darker than the face.
    static let grooveFraction = 0.025
    static let grooveShade = 0.12

    /// Draws the piece whose squares are `squares`, each `cell` points wide, the square (0, 0) at `origin`.
    /// `down` is the screen's downward direction in the canvas's current space (a unit vector), so the bevel
    /// stays lit from above however the piece is turned or mirrored.
    static func draw(
        in canvas: Canvas, squares: Set<Cell>, cell: Double, origin: Point = .zero, color: Color,
        down: Point = Point(x: 0, y: 1)
    ) {
        let body = bodyRects(squares: squares, cell: cell, origin: origin)
        let radius = cell * cornerFraction
        let lip = down * (cell * lipFraction)
        let rim = down * (-cell * rimFraction)
        for (offset, fill) in [(rim, color.lightened(highlightAmount)), (lip, color.darkened(shadeAmount))] {
            for part in body {
                canvas.fill(
                    part.rect.offsetBy(dx: offset.x, dy: offset.y), cornerRadius: part.radius(radius), color: fill)
            }
        }
        for part in body { canvas.fill(part.rect, cornerRadius: part.radius(radius), color: color) }
        drawGrooves(in: canvas, squares: squares, cell: cell, origin: origin, color: color.darkened(grooveShade))
    }

    /// One rectangle of the piece's body: a square's face (rounded) or a bridge joining two faces (square).
    private struct Part {
        let rect: Rect
        let isRounded: Bool
        func radius(_ corner: Double) -> Double { isRounded ? corner : 0 }
    }

    /// The faces inset by the gap, bridges from centre to centre between neighbours (which square off the
    /// corners they meet), and a plug where four squares meet.
    private static func bodyRects(squares: Set<Cell>, cell: Double, origin: Point) -> [Part] {
        let gap = cell * gapFraction
        var parts: [Part] = []
        for square in squares.sorted() {
            let rect = Rect(
                x: origin.x + Double(square.column) * cell, y: origin.y + Double(square.row) * cell, width: cell,
                height: cell)
            parts.append(Part(rect: rect.insetBy(dx: gap, dy: gap), isRounded: true))
            if squares.contains(Cell(row: square.row, column: square.column + 1)) {
                parts.append(
                    Part(
                        rect: Rect(x: rect.midX, y: rect.minY + gap, width: cell, height: cell - 2 * gap),
                        isRounded: false))
            }
            if squares.contains(Cell(row: square.row + 1, column: square.column)) {
                parts.append(
                    Part(
                        rect: Rect(x: rect.minX + gap, y: rect.midY, width: cell - 2 * gap, height: cell),
                        isRounded: false))
            }
            let block = [(0, 1), (1, 0), (1, 1)].allSatisfy {
                squares.contains(Cell(row: square.row + $0.0, column: square.column + $0.1))
            }
            if block {
                parts.append(Part(rect: Rect(x: rect.midX, y: rect.midY, width: cell, height: cell), isRounded: false))
            }
        }
        return parts
    }

    /// Hairlines on the edges shared by two squares, stopping short of the corners.
    private static func drawGrooves(in canvas: Canvas, squares: Set<Cell>, cell: Double, origin: Point, color: Color) {
        let width = max(cell * grooveFraction, 0.5)
        let inset = cell * cornerFraction
        for square in squares {
            let left = origin.x + Double(square.column) * cell
            let top = origin.y + Double(square.row) * cell
            if squares.contains(Cell(row: square.row, column: square.column + 1)) {
                canvas.fill(
                    Rect(x: left + cell - width / 2, y: top + inset, width: width, height: cell - 2 * inset),
                    cornerRadius: 0, color: color)
            }
            if squares.contains(Cell(row: square.row + 1, column: square.column)) {
                canvas.fill(
                    Rect(x: left + inset, y: top + cell - width / 2, width: cell - 2 * inset, height: width),
                    cornerRadius: 0, color: color)
            }
        }
    }

    /// Diagonal hatching over a square that overlaps another piece: visible, but quiet.
    static func drawOverlapMark(in canvas: Canvas, cell: Rect, color: Color) {
        let side = min(cell.width, cell.height)
        let box = cell.insetBy(dx: side * 0.2, dy: side * 0.2)
        let width = max(side * 0.05, 1)
        let step = box.width / 3
        for index in 0..<3 {
            // Parallel strokes from the lower-left towards the upper-right, each kept inside the box.
            let offset = step * Double(index)
            canvas.strokeLine(
                from: Point(x: box.minX, y: box.maxY - offset), to: Point(x: box.maxX - offset, y: box.minY),
                width: width, color: color)
        }
    }
}
