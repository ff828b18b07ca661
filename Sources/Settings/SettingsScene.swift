import Kit
import Preferences

/// The Settings tab: every scene's settings as a grouped table of switches, steppers, sliders and segmented
/// controls, applied the moment they change (the store tells each scene) and saved soon after: a static table, so
/// every setting is one row in a fixed place and a value set here is the value the game plays with next launch.
@MainActor
public final class SettingsScene: Scene {
    public let preferences: PreferencesStore
    let table = TableView()
    let titleLabel = Label(
        text: "Settings",
        style: TextStyle(size: Theme.TypeSize.title, weight: .bold, color: Theme.Palette.textPrimary))
    private(set) var rows: [SettingRow] = []
    let resetCell = ActionCell(title: "Reset to Defaults…", identifier: "settings.reset", isDestructive: true)
    private let events: EventLog

    public init(preferences: PreferencesStore, tabIcon: Image?, events: EventLog) {
        self.preferences = preferences
        self.events = events
        super.init(name: "settings", title: "Settings", tabIcon: tabIcon, view: SettingsView())
        (view as? SettingsView)?.scene = self
        view.addSubview(table)
        view.addSubview(titleLabel)
        table.accessibilityIdentifier = "settings.table"
        resetCell.button.onActivate = { [weak self] in self?.confirmReset() }
        buildTable()
    }

    /// The row editing `key`, for tests.
    func row(for key: String) -> SettingRow? { rows.first { $0.setting.key == key } }

    /// Asks before putting every setting back to its default.
    func confirmReset() {
        guard let window = view.window else { return }
        Alert(
            title: "Reset all settings?",
            message: "Every game and toy goes back to its default settings. This cannot be undone.",
            actions: [
                AlertAction(title: "Cancel", style: .cancel),
                AlertAction(title: "Reset", style: .destructive) { [weak self] in self?.resetToDefaults() },
            ]
        ).present(in: window)
    }

    func resetToDefaults() {
        preferences.resetToDefaults()
        events.emit(SettingsEvent.reset)
    }

    private func buildTable() {
        var sections: [TableSection] = []
        for section in preferences.sections {
            let sectionRows = section.settings.map { setting in
                SettingRow(setting: setting, preferences: preferences) { [weak self] setting, value in
                    self?.events.emit(SettingsEvent.changed(key: setting.key, value: value))
                }
            }
            rows += sectionRows
            // Each setting's help is under its own row; the section's help is under the section.
            sections.append(TableSection(header: section.title, footer: section.footer, cells: sectionRows))
        }
        sections.append(
            TableSection(
                header: "All settings", footer: "Puts every setting above back to its default.", cells: [resetCell]))
        table.sections = sections
    }
}

/// Lays the title above the table.
@MainActor
final class SettingsView: View {
    weak var scene: SettingsScene?
    static let titleHeight = Theme.spacing * 7

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Theme.Palette.background
    }

    override func layoutSubviews() {
        guard let scene else { return }
        let width = min(bounds.width - 2 * TableView.sideMargin, TableView.maximumCardWidth)
        scene.titleLabel.frame = Rect(
            x: (bounds.width - width) / 2 + TableCell.padding, y: Theme.spacing * 2, width: width,
            height: Self.titleHeight - Theme.spacing * 2)
        scene.table.frame = Rect(
            x: 0, y: Self.titleHeight, width: bounds.width, height: max(0, bounds.height - Self.titleHeight))
    }
}
