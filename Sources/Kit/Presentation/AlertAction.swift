/// One button of an alert (UIAlertAction): its title, its look, and what it does after the alert goes.
public struct AlertAction {
    public enum Style: Sendable {
        /// An ordinary choice; the first one is the alert's default: bold, and what Return picks.
        case `default`
        /// Backs out: what Escape picks, and what Return picks when no ordinary choice is offered.
        case cancel
        /// Destroys or discards something; drawn in red, and never what Return picks (an alert of destructive
        /// actions alone ignores Return).
        case destructive
    }

    public let title: String
    public let style: Style
    /// The button's accessibility id; by default `alert.<title in lowercase, words joined by dashes>`.
    public let identifier: String
    public let handler: (@MainActor () -> Void)?

    public init(
        title: String, style: Style = .default, identifier: String? = nil, handler: (@MainActor () -> Void)? = nil
    ) {
        self.title = title
        self.style = style
        self.identifier = identifier ?? Self.defaultIdentifier(for: title)
        self.handler = handler
    }

    static func defaultIdentifier(for title: String) -> String {
        let words = title.lowercased().split { !$0.isLetter && !$0.isNumber }
        return "alert." + words.joined(separator: "-")
    }
}
