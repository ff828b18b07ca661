import Kit

/// One line of the pause overlay's key guide: the keys (or mouse actions) drawn as key caps, then what they do.
@MainActor
final class ShortcutRowView: View {
    /// Height of a key cap, in points, and the room around its text.
    static let capHeight: Double = 20
    static let capPadding: Double = 7
    static let capGap: Double = 4
    /// Where the action's text starts, in points from the row's left: the caps' column is this wide.
    static let actionColumn: Double = 116
    static let capStyle = TextStyle(size: Theme.TypeSize.caption, weight: .bold, color: Theme.Palette.textPrimary)
    static let actionStyle = TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textPrimary)

    let caps: [String]
    let action: String
    /// The type size the action draws at (smaller on a small card).
    var textSize = Theme.TypeSize.body {
        didSet { if textSize != oldValue { setNeedsDisplay() } }
    }

    init(caps: [String], action: String, identifier: String) {
        self.caps = caps
        self.action = action
        super.init()
        isUserInteractionEnabled = false
        accessibilityIdentifier = identifier
        accessibilityLabel = "\(caps.joined(separator: " ")): \(action)"
    }

    override func draw(in canvas: Canvas) {
        var x = 0.0
        let top = (bounds.height - Self.capHeight) / 2
        for cap in caps {
            let width = max(TextMeasurement.width(of: cap, style: Self.capStyle) + 2 * Self.capPadding, Self.capHeight)
            let frame = Rect(x: x, y: top, width: width, height: Self.capHeight)
            canvas.fill(frame, cornerRadius: 4, color: Theme.Palette.controlFill)
            canvas.stroke(frame, cornerRadius: 4, lineWidth: 1, color: Theme.Palette.controlTrack)
            var centered = Self.capStyle
            centered.alignment = .center
            canvas.draw(cap, in: frame, style: centered)
            x += width + Self.capGap
        }
        let textX = max(Self.actionColumn, x + Self.capGap)
        var style = Self.actionStyle
        style.size = textSize
        canvas.draw(
            action, in: Rect(x: textX, y: 0, width: max(bounds.width - textX, 0), height: bounds.height), style: style)
    }

    override var automationType: String { "Shortcut" }
}

extension ShortcutRowView {
    /// The width the row needs with its action at `textSize`, in points.
    static func neededWidth(caps: [String], action: String, textSize: Double) -> Double {
        let capsWidth = caps.reduce(0.0) { total, cap in
            total + max(TextMeasurement.width(of: cap, style: capStyle) + 2 * capPadding, capHeight) + capGap
        }
        var style = actionStyle
        style.size = textSize
        return max(actionColumn, capsWidth + capGap) + TextMeasurement.width(of: action, style: style)
    }
}
