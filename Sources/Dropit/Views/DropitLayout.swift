import Kit

/// The layout's tunables, in points, on the 8-point grid.
enum DropitLayout {
    /// Margin around the field and the HUD.
    static let margin: Double = Theme.spacing * 3
    /// Height of the HUD strip above the field.
    static let hudHeight: Double = Theme.spacing * 6
    /// Padding between the field and its drawn frame.
    static let framePadding: Double = Theme.spacing
}
