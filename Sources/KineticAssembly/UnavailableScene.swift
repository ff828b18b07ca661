import Kit

/// Stands in for a scene whose factory failed: the tab still opens, and says why it is empty.
@MainActor
final class UnavailableScene: Scene {
    init(entry: SceneEntry, icon: Image?, reason: String) {
        let message = Label(
            text: "\(entry.title) cannot open: \(reason)",
            style: TextStyle(
                size: Theme.TypeSize.body, color: Theme.Palette.textSecondary, alignment: .center, isMultiline: true))
        message.accessibilityIdentifier = "\(entry.id).unavailable"
        super.init(name: entry.id, title: entry.title, tabIcon: icon, view: CenteringView(content: message))
    }
}

/// Keeps one view centred, inset by the spacing grid.
@MainActor
private final class CenteringView: View {
    private let content: View

    init(content: View) {
        self.content = content
        super.init()
        backgroundColor = Theme.Palette.background
        addSubview(content)
    }

    override func layoutSubviews() {
        content.frame = bounds.insetBy(dx: Theme.spacing * 4, dy: Theme.spacing * 4)
    }
}
