import Kit

/// The layout's tunables, in points on the 8-point grid, and the text styles the scoreboard shares.
enum DropitLayout {
    /// Margin around the field and the scoreboard.
    static let margin: Double = Theme.spacing * 3
    /// Padding between the field and its drawn frame.
    static let framePadding: Double = Theme.spacing
    /// Height of the scoreboard's strip above the field, when the window is too narrow for the side panel.
    static let stripHeight: Double = Theme.spacing * 6
    /// Gap between the strip and the field's frame.
    static let stripGap: Double = Theme.spacing * 2
    /// Width of the side panel beside the field, when the window has room for it and a full field.
    static let panelWidth: Double = Theme.spacing * 25
    /// Gap between the field's frame and the side panel.
    static let panelGap: Double = Theme.spacing * 3
    /// Size of the numbers in the strip and the panel's rows.
    static let statValueSize: Double = 18
    /// Size of the score in the side panel, the number a player looks at most.
    static let scoreValueSize: Double = 30
    /// Height of a caption's line over a value.
    static let captionLineHeight: Double = Theme.spacing * 2
    /// Padding inside the side panel's card of numbers.
    static let cardPadding: Double = Theme.spacing * 2
    /// Height of one row of the side panel.
    static let panelRowHeight: Double = Theme.spacing * 3
    /// Height of the countdown to the next automatic drop, drawn in the frame's padding above the field.
    static let countdownHeight: Double = 3

    static let captionStyle = TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary)
}
