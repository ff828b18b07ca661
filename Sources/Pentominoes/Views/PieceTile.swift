import Kit

/// One square of a piece drawn as a small raised tile: a rounded body with a shaded lip and a lit top edge.
/// All sizes are fractions of the cell, so the tray's small pieces, the board's and the hint's look alike.
@MainActor
enum PieceTile {
    /// Gap left around each tile, as a fraction of the cell: enough to see the squares, not enough to split
    /// the piece.
    static let gapFraction = 0.04
    static let cornerFraction = 0.17
    /// The lip under the tile's face (the bevel's shaded side), as a fraction of the cell.
    static let lipFraction = 0.07
    static let shadeAmount = 0.28
    static let highlightAmount = 0.35

    /// Draws the tile for the square `cell` (a rectangle in the canvas's current space).
    static func draw(in canvas: Canvas, cell: Rect, color: Color) {
        let side = min(cell.width, cell.height)
        let gap = side * gapFraction
        let body = cell.insetBy(dx: gap, dy: gap)
        let radius = side * cornerFraction
        canvas.fill(body, cornerRadius: radius, color: color.darkened(shadeAmount))
        let lip = side * lipFraction
        let face = Rect(x: body.minX, y: body.minY, width: body.width, height: body.height - lip)
        canvas.fill(face, cornerRadius: radius, color: color)
        let edge = max(side * 0.035, 0.5)
        let highlight = Rect(x: face.minX + radius, y: face.minY + edge, width: face.width - 2 * radius, height: edge)
        canvas.fill(highlight, cornerRadius: 0, color: color.lightened(highlightAmount))
    }

    /// Diagonal hatching over a tile that overlaps another piece: visible, but quiet.
    static func drawOverlapMark(in canvas: Canvas, cell: Rect, color: Color) {
        let side = min(cell.width, cell.height)
        let inset = side * 0.22
        let box = cell.insetBy(dx: inset, dy: inset)
        let width = max(side * 0.05, 1)
        for fraction in [0.0, 0.5] {
            // Lines from the bottom-left towards the top-right, clipped to the inner box by construction.
            let offset = box.width * fraction
            canvas.strokeLine(
                from: Point(x: box.minX + offset, y: box.maxY), to: Point(x: box.maxX, y: box.minY + offset),
                width: width, color: color)
            if fraction > 0 {
                canvas.strokeLine(
                    from: Point(x: box.minX, y: box.maxY - offset), to: Point(x: box.maxX - offset, y: box.minY),
                    width: width, color: color)
            }
        }
    }
}
