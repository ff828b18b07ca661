/// A row that is one button across its whole width, its title centred (a table's "Reset…" or "Delete" row).
@MainActor
public final class ActionCell: TableCell {
    public let button: Button

    /// `isDestructive` draws the title in red, for actions that discard something.
    public init(title: String, identifier: String, isDestructive: Bool = false) {
        button = Button(title: title, style: .plain)
        button.accessibilityIdentifier = identifier
        if isDestructive { button.titleColor = Theme.Palette.destructive }
        // The button fills the row of a clipped card: its ring goes inside it.
        button.drawsFocusRingInside = true
        super.init()
        addSubview(button)
    }

    public override var automationType: String { "Cell" }
    public override var automationValue: AutomationValue? { .string(button.title) }

    public override func layoutSubviews() {
        button.frame = bounds.insetBy(dx: Theme.spacing / 2, dy: Theme.spacing / 2)
    }
}
