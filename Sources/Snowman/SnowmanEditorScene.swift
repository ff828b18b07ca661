import Kit

/// The Snowman tab's second screen: one row per dimension with its control, a live preview that shows where the
/// values take the snowman and plays them, the saved settings with Duplicate, Rename… and Delete…, and Save in the
/// navigation bar. The title names the animation being edited and says when it has unsaved changes; Back then
/// asks before they are lost.
@MainActor
public final class SnowmanEditorScene: Scene {
    /// The preview and the table, laid out for the window (`EditorView`).
    let root: EditorView
    public let saveButton = NavigationBar.barButton("Save", identifier: "snowman.save", isProminent: true)
    /// Plays the edited values on the preview figure (which shows the end pose while nothing plays).
    public let previewPlayer: SnowmanPlayer
    /// The values being edited (named after the setting they started from, or last saved as).
    public internal(set) var editing: AnimationSetting {
        didSet { updateTitle() }
    }
    /// The values as opened or last saved: Back asks first when `editing` differs from them.
    var savedValues: AnimationSetting {
        didSet { updateTitle() }
    }
    /// Set while Back or quitting waits for a Save to finish: a successful save then leaves.
    var pendingDeparture: Departure?
    public private(set) var propertyCells: [SnowmanPropertyCell] = []
    let library: AnimationLibrary
    let events: EventLog
    /// Called after the saved settings changed, with the name to select in the studio (nil keeps the selection).
    var onLibraryChanged: (@MainActor (_ selecting: String?) -> Void)?
    /// The eye's distance for the preview's 3D turns, in points.
    var perspectiveDistance = SnowmanScene.perspectiveDistance.defaultValue { didSet { view.setNeedsLayout() } }

    /// The views a user works with, by name (tests and the automation drive them).
    public var table: TableView { root.table }
    public var previewStage: StageView { root.previewStage }
    public var previewFigure: SnowmanFigureView { root.previewFigure }
    public var previewPlayButton: Button { root.previewPlayButton }
    var previewCaption: Label { root.previewCaption }
    var previewSummary: Label { root.previewSummary }

    public init(start: AnimationSetting, library: AnimationLibrary, figureImage: Image?, events: EventLog) {
        editing = start
        savedValues = start
        self.library = library
        self.events = events
        root = EditorView(previewFigure: SnowmanFigureView(image: figureImage), caption: Self.endPoseCaption)
        previewPlayer = SnowmanPlayer(figure: root.previewFigure, setting: start, events: .disabled())
        super.init(
            name: "snowman.editor", title: Self.title(for: start.name, edited: false), tabIcon: nil, view: root)
        root.scene = self
        setUpPreviewPlayback()
        trailingBarButtons = [saveButton]
        saveButton.onActivate = { [weak self] in self?.askToSave() }
        propertyCells = AnimationDimension.all.map { dimension in
            let cell = SnowmanPropertyCell(dimension: dimension, value: start[dimension.key])
            cell.onValueChanged = { [weak self] value in self?.change(dimension.key, to: value) }
            return cell
        }
        rebuildTable()
        updatePreview()
    }

    public override func sceneDidAppear() {
        previewPlayer.send(.appear)
    }

    /// Leaving pauses a running preview.
    public override func sceneWillDisappear() {
        previewPlayer.send(.leave)
    }

    /// Back with unsaved changes asks first (`askToLeave`) and stays until the user chooses.
    public override func navigationShouldPopOnBack() -> Bool {
        guard hasUnsavedChanges else { return true }
        askToLeave()
        return false
    }

    /// Quitting with unsaved changes asks the same question as Back.
    public override func askBeforeQuitting(_ answer: @escaping @MainActor (Bool) -> Void) -> Bool {
        guard hasUnsavedChanges else { return false }
        askToLeave(.quit(answer))
        return true
    }

    /// Ended without asking (a signal): unsaved changes are kept as a draft the next launch offers.
    public override func sceneWillTerminate() {
        keepUnsavedChangesAsDraft()
    }

    /// Whether the edited values differ from the ones opened or last saved.
    public var hasUnsavedChanges: Bool { editing.renamed(savedValues.name) != savedValues }

    /// "Tumble", or "Tumble — Edited" with unsaved changes.
    static func title(for name: String, edited: Bool) -> String {
        edited ? "\(name) — Edited" : name
    }

    /// Sets one dimension (as its control does) and updates the preview.
    public func change(_ key: AnimationDimension.Key, to value: Double) {
        editing[key] = value
        if let cell = propertyCells.first(where: { $0.dimension.key == key }), cell.value != editing[key] {
            cell.setValue(editing[key])
        }
        updatePreview()
    }

    /// Rebuilds the sections (after the saved settings changed).
    func rebuildTable() {
        let shape = propertyCells.filter { !Self.timingKeys.contains($0.dimension.key) }
        let timing = propertyCells.filter { Self.timingKeys.contains($0.dimension.key) }
        let saved = library.all.enumerated().map { index, setting in
            savedCell(for: setting, index: index)
        }
        table.sections = [
            TableSection(
                header: "Snowman", footer: "Offsets are shares of the stage from its centre; up is positive.",
                cells: shape),
            TableSection(header: "Timing", footer: "Repeat ∞ plays until paused or another is chosen.", cells: timing),
            TableSection(
                header: "Saved Animations", footer: "Built-in presets cannot be renamed or deleted.", cells: saved),
        ]
    }

    static let timingKeys: Set<AnimationDimension.Key> = [.duration, .repeatCount, .autoreverses, .timingCurve]

    private func savedCell(for setting: AnimationSetting, index: Int) -> SavedSettingCell {
        let cell = SavedSettingCell(name: setting.name, isPreset: library.isPreset(setting.name), index: index)
        cell.duplicateButton.onActivate = { [weak self] in self?.duplicate(setting.name) }
        cell.renameButton?.onActivate = { [weak self] in self?.askToRename(setting.name) }
        cell.deleteButton?.onActivate = { [weak self] in self?.askToDelete(setting.name) }
        return cell
    }

    private func updateTitle() {
        title = Self.title(for: editing.name, edited: hasUnsavedChanges)
    }

    /// Lays out the preview stage and places its snowman for the stage's size.
    func layOutPreview(in rect: Rect) {
        previewStage.frame = rect
        let stage = previewStage.bounds
        let natural = previewFigure.image?.naturalSize ?? Size(width: 3, height: 4)
        let restSize = natural.aspectFit(in: Size(width: stage.width * 0.55, height: stage.height * 0.55))
        previewStage.horizonY = stage.midY + restSize.height * StudioView.feetBelowCentre
        previewPlayer.layoutChanged(
            to: SnowmanFigureView.Geometry(
                restCenter: stage.center, restSize: restSize, stageSize: stage.size,
                perspectiveDistance: perspectiveDistance))
    }
}
