import FoundationEssentials
import Kit
import Preferences

/// The Snowman tab, an animation studio. A navigation stack whose first screen plays saved animation
/// settings on the snowman (`SnowmanStudioScene`) and whose second edits, saves, renames and deletes them
/// (`SnowmanEditorScene`). Saved settings live in `animations.plist` in the data directory.
@MainActor
public final class SnowmanScene: Scene {
    public let library: AnimationLibrary
    public let studio: SnowmanStudioScene
    public let navigation: NavigationController
    /// The editor while it is pushed.
    public private(set) weak var editor: SnowmanEditorScene?
    let events: EventLog
    private let figureImage: Image?
    private var hasShownLoadNotice = false
    var settingObservations: [SettingObservation] = []

    /// - Parameters:
    ///   - dataDirectory: where `animations.plist` lives; nil keeps saved settings in memory only (tests).
    ///   - preferences: the app's settings, and the status failed saves of `animations.plist` go to; nil keeps the
    ///     defaults.
    public init(
        figureImage: Image?, dataDirectory: URL?, tabIcon: Image?, events: EventLog,
        preferences: PreferencesStore? = nil
    ) {
        self.events = events
        self.figureImage = figureImage
        library = AnimationLibrary(
            file: dataDirectory.map { AnimationFile(directory: $0) }, saveStatus: preferences?.saveStatus)
        studio = SnowmanStudioScene(figureImage: figureImage, settings: library.all, events: events)
        navigation = NavigationController(root: studio, name: "snowman", title: "Snowman", tabIcon: tabIcon)
        super.init(name: "snowman", title: "Snowman", tabIcon: tabIcon, view: FillingView(content: navigation.view))
        studio.onEdit = { [weak self] in self?.openEditor() }
        if let preferences { applySettings(from: preferences) }
    }

    public override func sceneDidAppear() {
        navigation.sceneDidAppear()
        showLoadNoticeOnce()
        offerDraftOnce()
    }

    public override func sceneWillDisappear() { navigation.sceneWillDisappear() }
    /// A write that failed earlier is retried at quit.
    public override func sceneWillTerminate() {
        navigation.sceneWillTerminate()
        library.saveUnsavedChanges()
    }
    /// The editor asks about unsaved changes, as Back does.
    public override func askBeforeQuitting(_ answer: @escaping @MainActor (Bool) -> Void) -> Bool {
        navigation.askBeforeQuitting(answer)
    }
    public override func windowDidChangeFocus(_ hasFocus: Bool) { navigation.windowDidChangeFocus(hasFocus) }
    public override func handleKey(_ event: KeyEvent) -> Bool { navigation.handleKey(event) }

    /// Pushes the editor, starting from the setting the studio has selected.
    public func openEditor() {
        openEditor(start: studio.selectedSetting)
    }

    /// Pushes the editor on `start`.
    @discardableResult
    func openEditor(start: AnimationSetting) -> SnowmanEditorScene? {
        guard navigation.topScene === studio else { return nil }
        let editor = SnowmanEditorScene(
            start: start, library: library, figureImage: figureImage, events: events)
        editor.perspectiveDistance = studio.perspectiveDistance
        editor.onLibraryChanged = { [weak self] selecting in
            guard let self else { return }
            self.studio.reloadSettings(self.library.all, selecting: selecting)
        }
        self.editor = editor
        navigation.push(editor)
        return editor
    }

    /// A file that could not be read was kept aside: say so once, over the studio.
    private func showLoadNoticeOnce() {
        guard !hasShownLoadNotice, let notice = library.loadNotice, let window = view.window else { return }
        hasShownLoadNotice = true
        Alert(title: "Saved Animations Reset", message: notice, actions: [AlertAction(title: "OK")])
            .present(in: window)
    }
}

/// A view that keeps one content view filling it.
@MainActor
final class FillingView: View {
    let content: View

    init(content: View) {
        self.content = content
        super.init()
        addSubview(content)
    }

    override func layoutSubviews() {
        content.frame = bounds
    }
}
