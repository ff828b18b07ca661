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
        canvas.draw(
            action, in: Rect(x: textX, y: 0, width: max(bounds.width - textX, 0), height: bounds.height),
            style: Self.actionStyle)
    }

    override var automationType: String { "Shortcut" }
}

/// One line of the pause overlay's legend: a special brick as it looks in the field, its name, what it does.
@MainActor
final class LegendRowView: View {
    /// The brick's picture, in points.
    static let badgeSize = Size(width: 40, height: 18)
    static let textGap: Double = 10
    static let titleStyle = TextStyle(size: Theme.TypeSize.body, weight: .bold, color: Theme.Palette.textPrimary)
    static let summaryStyle = TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textSecondary)
    /// The colour the legend's bricks wear: the field paints special bricks in their row's colour, so the picture
    /// takes one row's, and the icon says which special it is.
    static let badgeColor = BreakoutPalette.brick(row: 2)

    let special: BrickSpecial

    init(special: BrickSpecial) {
        self.special = special
        super.init()
        isUserInteractionEnabled = false
        accessibilityIdentifier = "breakout.legend.\(special.rawValue)"
        accessibilityLabel = "\(special.title): \(special.summary)"
    }

    override func draw(in canvas: Canvas) {
        let badge = Rect(
            x: 0, y: (bounds.height - Self.badgeSize.height) / 2, width: Self.badgeSize.width,
            height: Self.badgeSize.height)
        SpecialIcon.drawBadge(special, in: canvas, frame: badge, color: Self.badgeColor)
        let titleX = badge.maxX + Self.textGap
        let titleWidth = TextMeasurement.width(of: special.title, style: Self.titleStyle)
        canvas.draw(
            special.title, in: Rect(x: titleX, y: 0, width: titleWidth + 1, height: bounds.height),
            style: Self.titleStyle)
        let summaryX = titleX + titleWidth + Self.textGap / 2
        canvas.draw(
            "— \(special.summary)",
            in: Rect(x: summaryX, y: 0, width: max(bounds.width - summaryX, 0), height: bounds.height),
            style: Self.summaryStyle)
    }

    override var automationType: String { "LegendRow" }
}
