import Kit
import Pentomino

/// Where everything goes for a window size and a board: the toolbar, the board's grid and the pieces' homes.
///
/// The board and the tray share the play area side by side or one above the other, whichever gives the board
/// the larger cells while the tray keeps pieces big enough to grab; so a wide window puts the tray beside the
/// board, a tall one (or the long 3×20 board) puts it below.
public struct PentominoesLayout: Hashable, Sendable {
    public static let margin = Theme.spacing * 2
    /// A board chooser chip: wide enough for the 3×20 board's picture and the longest name, tall enough for a
    /// picture over a line of name.
    public static let chipSize = Size(width: 68, height: 52)
    public static let chipGap: Double = 5
    public static let buttonHeight = Theme.ControlMetrics.height
    /// Undo, Redo, Solve (titled "Complete" while pieces are placed), Hint, Reset: each wide enough for its
    /// title with the button's padding, together narrow enough that the chips and all five buttons share one
    /// row in a 1024-point window.
    public static let buttonWidths: [Double] = [64, 64, 88, 64, 64]
    public static let buttonGap = Theme.spacing
    /// The wider gap between Undo and Redo and the board's actions (Solve, Hint, Reset), so they read as two
    /// groups.
    public static let buttonGroupGap = Theme.spacing * 2
    /// Undo and Redo, then Solve, Hint and Reset.
    static let buttonGroups = [2, 3]
    /// Space between the board (with its caption) and the tray, in points.
    public static let trayGap = Theme.spacing * 3
    /// Height of a line under the board (the help button and text, the status, the solution browser's buttons),
    /// and the gap from the board, in points.
    public static let captionLineHeight: Double = 24
    public static let captionGap = Theme.spacing * 1.5
    /// The narrowest board (grid and rim) whose line underneath holds the solution browser and the status side by
    /// side, in points: the help button, "Previous", "Solution 2181 of 2339", "Next" and "123 moves · 1:02:09 ·
    /// best 1:02:09" with their gaps take about 550. A narrower board gets a second line for the status, so the
    /// two never overlap.
    public static let oneLineCaptionWidth: Double = 580
    /// The board's rim around the grid, in points.
    public static let boardRim: Double = 6
    /// Largest board cell, in points: bigger looks clumsy on a huge window.
    public static let maximumBoardCell: Double = 72
    /// Tray cells are at most this share of the board's: home pieces are a smaller "in the box" size.
    public static let maximumTrayRatio = 0.65
    /// The tray size the layout aims for relative to the board, when space is short.
    public static let desiredTrayRatio = 0.6
    /// Shares of the play area the board may take, tried in turn.
    static let boardShares = stride(from: 0.45, through: 0.8, by: 0.05).map { $0 }

    public let chipFrames: [Rect]
    /// Undo, Redo, Solve, Hint, Reset, left to right.
    public let buttonFrames: [Rect]
    public let board: BoardGeometry
    /// The line of help under the board ("drag, click to turn, double-click to flip").
    public let captionFrame: Rect
    public let tray: TrayLayout

    public init(size: Size, board: Board) {
        let bounds = Rect(origin: .zero, size: size)
        let (chips, buttons, toolbarBottom) = Self.toolbar(in: bounds)
        chipFrames = chips
        buttonFrames = buttons
        let play = Rect(
            x: Self.margin, y: toolbarBottom + Self.margin, width: max(size.width - 2 * Self.margin, 0),
            height: max(size.height - toolbarBottom - 2 * Self.margin, 0))
        (self.board, tray) = Self.arrange(board, in: play)
        captionFrame = Rect(
            x: self.board.frame.minX, y: self.board.frame.maxY + Self.boardRim + Self.captionGap,
            width: self.board.frame.width, height: Self.captionHeight(forGrid: self.board.frame.width))
    }

    // MARK: Toolbar

    private static func toolbar(in bounds: Rect) -> (chips: [Rect], buttons: [Rect], bottom: Double) {
        let count = Double(Board.builtIns.count)
        let chipsWidth = count * chipSize.width + (count - 1) * chipGap
        let buttonsWidth = buttonRowWidth
        let available = bounds.width - 2 * margin
        let top = margin
        if chipsWidth + 3 * buttonGap + buttonsWidth <= available {
            let rowHeight = chipSize.height
            let chips = row(count: 8, width: chipSize.width, height: rowHeight, gap: chipGap, x: margin, y: top)
            let buttonsX = bounds.width - margin - buttonsWidth
            let buttons = buttonRow(x: buttonsX, y: top + (rowHeight - buttonHeight) / 2)
            return (chips, buttons, top + rowHeight)
        }
        let chipWidth = min(chipSize.width, (available - (count - 1) * chipGap) / count)
        let chipsRowWidth = count * chipWidth + (count - 1) * chipGap
        let chips = row(
            count: 8, width: chipWidth, height: chipSize.height, gap: chipGap,
            x: bounds.midX - chipsRowWidth / 2, y: top)
        let buttonsTop = top + chipSize.height + Theme.spacing
        let buttons = buttonRow(x: (bounds.midX - buttonsWidth / 2).rounded(), y: buttonsTop)
        return (chips, buttons, buttonsTop + buttonHeight)
    }

    /// The buttons' row: its groups side by side, `buttonGroupGap` apart.
    private static var buttonRowWidth: Double {
        buttonRow(x: 0, y: 0).last?.maxX ?? 0
    }

    private static func buttonRow(x: Double, y: Double) -> [Rect] {
        var frames: [Rect] = []
        var left = x
        var widths = buttonWidths[...]
        for count in buttonGroups {
            for _ in 0..<count {
                let width = widths.popFirst() ?? 0
                frames.append(Rect(x: left, y: y, width: width, height: buttonHeight))
                left += width + buttonGap
            }
            left += buttonGroupGap - buttonGap
        }
        return frames
    }

    private static func row(count: Int, width: Double, height: Double, gap: Double, x: Double, y: Double) -> [Rect] {
        (0..<count).map { Rect(x: x + Double($0) * (width + gap), y: y, width: width, height: height) }
    }

    // MARK: Board and tray

    private static func arrange(_ board: Board, in play: Rect) -> (BoardGeometry, TrayLayout) {
        var best: (score: Double, cell: Double, edge: Rect.Edge, board: BoardGeometry, tray: TrayLayout)?
        for edge in [Rect.Edge.left, .top] {
            let length = edge == .left ? play.width : play.height
            for share in boardShares {
                let (boardRect, trayRect) = split(play, at: (length * share).rounded(), from: edge)
                let geometry = fit(board, in: boardRect)
                let tray = TrayLayout.best(in: trayRect, maximumCell: geometry.cellSize * maximumTrayRatio)
                let score = min(geometry.cellSize, tray.cellSize / desiredTrayRatio)
                if best.map({ (score, geometry.cellSize) > ($0.score, $0.cell) }) ?? true {
                    best = (score, geometry.cellSize, edge, geometry, tray)
                }
            }
        }
        guard let best else { return (fit(board, in: play), TrayLayout.best(in: .zero, maximumCell: 0)) }
        return centered(best.board, best.tray, along: best.edge, in: play, board: board)
    }

    /// The play area cut into the board's part and the tray's, with a margin between them.
    private static func split(_ play: Rect, at distance: Double, from edge: Rect.Edge) -> (Rect, Rect) {
        let (boardRect, rest) = play.divided(atDistance: distance, from: edge)
        return (boardRect, rest.inset(by: edge == .left ? EdgeInsets(left: trayGap) : EdgeInsets(top: trayGap)))
    }

    /// Board and tray moved together so the pair sits in the middle of the play area, with no dead space
    /// between them when the board has reached its largest cell.
    private static func centered(
        _ geometry: BoardGeometry, _ tray: TrayLayout, along edge: Rect.Edge, in play: Rect, board: Board
    ) -> (BoardGeometry, TrayLayout) {
        let boardBox = geometry.frame.insetBy(dx: -boardRim, dy: -boardRim)
            .inset(by: EdgeInsets(bottom: -(captionGap + captionHeight(forGrid: geometry.frame.width))))
        let horizontal = edge == .left
        let boardLength = horizontal ? boardBox.width : boardBox.height
        let trayLength = horizontal ? tray.blockSize.width : tray.blockSize.height
        let total = boardLength + trayGap + trayLength
        let start = max(
            ((horizontal ? play.midX : play.midY) - total / 2).rounded(), horizontal ? play.minX : play.minY)
        let boardRect =
            horizontal
            ? Rect(x: start, y: play.minY, width: boardLength, height: play.height)
            : Rect(x: play.minX, y: start, width: play.width, height: boardLength)
        let trayStart = start + boardLength + trayGap
        let trayRect =
            horizontal
            ? Rect(x: trayStart, y: play.minY, width: trayLength, height: play.height)
            : Rect(x: play.minX, y: trayStart, width: play.width, height: trayLength)
        let placed = fit(board, in: boardRect, maximumCell: geometry.cellSize)
        return (placed, TrayLayout(rows: tray.rowCount, in: trayRect, maximumCell: tray.cellSize))
    }

    /// The lines under a grid `width` points wide: one when the board is wide enough for the browser and the
    /// status side by side, two otherwise.
    public static func captionHeight(forGrid width: Double) -> Double {
        width + 2 * boardRim >= oneLineCaptionWidth ? captionLineHeight : 2 * captionLineHeight
    }

    /// The largest whole-point cell that fits the grid, its rim and the lines under it in `rect`, centred on
    /// whole points: first with one line, and with two when the board that gives is too narrow for one.
    private static func fit(
        _ board: Board, in rect: Rect, maximumCell: Double = PentominoesLayout.maximumBoardCell
    ) -> BoardGeometry {
        let oneLine = fit(board, in: rect, captionHeight: captionLineHeight, maximumCell: maximumCell)
        guard captionHeight(forGrid: oneLine.frame.width) > captionLineHeight else { return oneLine }
        return fit(board, in: rect, captionHeight: 2 * captionLineHeight, maximumCell: maximumCell)
    }

    private static func fit(
        _ board: Board, in rect: Rect, captionHeight: Double, maximumCell: Double
    ) -> BoardGeometry {
        let inner = rect.inset(by: EdgeInsets(bottom: captionGap + captionHeight)).insetBy(dx: boardRim, dy: boardRim)
        let columns = Double(max(board.columns, 1))
        let rows = Double(max(board.rows, 1))
        let cell = max(min(inner.width / columns, inner.height / rows, maximumCell).rounded(.down), 1)
        let origin = Point(
            x: (inner.midX - cell * columns / 2).rounded(), y: (inner.midY - cell * rows / 2).rounded())
        return BoardGeometry(origin: origin, cellSize: cell, rows: board.rows, columns: board.columns)
    }
}
