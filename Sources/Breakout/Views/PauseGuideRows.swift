import Kit

/// How the pause card's rows draw in the arrangement chosen for the field: type size, full or short wording, the
/// key caps' height and the width of their column.
struct PauseRowLook: Equatable, Sendable {
    var textSize = Theme.TypeSize.body
    var isShort = false
    var capHeight: Double = 20
    /// Where a key row's words start, in points from its left.
    var capsColumn: Double = 116
}

/// One line of the pause overlay's key guide: the keys (or mouse actions) drawn as key caps, then what they do.
@MainActor
final class ShortcutRowView: View {
    /// The room around a cap's text and between caps, in points.
    static let capPadding: Double = 7
    static let capGap: Double = 4
    static let capStyle = TextStyle(size: Theme.TypeSize.caption, weight: .bold, color: Theme.Palette.textPrimary)
    static let actionStyle = TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textPrimary)

    let row: BreakoutKeys.GuideRow
    var look = PauseRowLook() {
        didSet { if look != oldValue { setNeedsDisplay() } }
    }

    init(row: BreakoutKeys.GuideRow) {
        self.row = row
        super.init()
        isUserInteractionEnabled = false
        accessibilityIdentifier = "breakout.keys.\(row.id)"
        accessibilityLabel = "\(row.caps.joined(separator: " ")): \(row.action)"
    }

    /// The width of a cap with `text`, in points.
    static func capWidth(_ text: String, height: Double) -> Double {
        max(TextMeasurement.width(of: text, style: capStyle) + 2 * capPadding, height)
    }

    /// The width of a row's caps with their gaps, in points.
    static func capsWidth(_ caps: [String], height: Double) -> Double {
        caps.reduce(0.0) { $0 + capWidth($1, height: height) + capGap }
    }

    /// The width a row's words need at `look`, in points.
    static func wordsWidth(_ row: BreakoutKeys.GuideRow, look: PauseRowLook) -> Double {
        var style = actionStyle
        style.size = look.textSize
        return TextMeasurement.width(of: look.isShort ? row.shortAction : row.action, style: style)
    }

    override func draw(in canvas: Canvas) {
        var x = 0.0
        let top = (bounds.height - look.capHeight) / 2
        var centered = Self.capStyle
        centered.alignment = .center
        for cap in row.caps {
            let frame = Rect(x: x, y: top, width: Self.capWidth(cap, height: look.capHeight), height: look.capHeight)
            canvas.fill(frame, cornerRadius: 4, color: Theme.Palette.controlFill)
            canvas.stroke(frame, cornerRadius: 4, lineWidth: 1, color: Theme.Palette.controlTrack)
            canvas.draw(cap, in: frame, style: centered)
            x += frame.width + Self.capGap
        }
        let textX = max(look.capsColumn, x + Self.capGap)
        var style = Self.actionStyle
        style.size = look.textSize
        canvas.draw(
            look.isShort ? row.shortAction : row.action,
            in: Rect(x: textX, y: 0, width: max(bounds.width - textX, 0), height: bounds.height), style: style)
    }

    override var automationType: String { "Shortcut" }
}
