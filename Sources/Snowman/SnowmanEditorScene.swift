import Kit

/// The Snowman tab's second screen: one row per dimension with a stepper, a live preview of where the values
/// take the snowman, the saved settings with Rename… and Delete…, and Save in the navigation bar.
@MainActor
public final class SnowmanEditorScene: Scene {
    public let table = TableView()
    public let saveButton = NavigationBar.barButton("Save", identifier: "snowman.save", isProminent: true)
    public let previewStage = StageView()
    public let previewFigure: SnowmanFigureView
    let previewCaption = Label(
        text: "END POSE",
        style: TextStyle(size: Theme.TypeSize.caption, weight: .bold, color: Theme.Palette.textSecondary))
    let previewSummary = Label(
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, isMultiline: true))
    /// The values being edited (named after the setting they started from).
    public internal(set) var editing: AnimationSetting
    public private(set) var propertyCells: [SnowmanPropertyCell] = []
    let library: AnimationLibrary
    let events: EventLog
    /// Called after the saved settings changed, with the name to select in the studio (nil keeps the selection).
    var onLibraryChanged: (@MainActor (_ selecting: String?) -> Void)?
    /// The eye's distance for the preview's 3D turns, in points.
    var perspectiveDistance = SnowmanScene.perspectiveDistance.defaultValue { didSet { view.setNeedsLayout() } }

    public init(start: AnimationSetting, library: AnimationLibrary, figureImage: Image?, events: EventLog) {
        editing = start
        self.library = library
        self.events = events
        previewFigure = SnowmanFigureView(image: figureImage)
        super.init(name: "snowman.editor", title: "Edit Animation", tabIcon: nil, view: EditorView())
        (view as? EditorView)?.scene = self
        view.addSubview(previewStage)
        previewStage.addSubview(previewFigure)
        previewFigure.accessibilityIdentifier = "snowman.preview"
        view.addSubview(previewCaption)
        view.addSubview(previewSummary)
        view.addSubview(table)
        table.accessibilityIdentifier = "snowman.editor.table"
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

    /// Sets one dimension (as its stepper does) and updates the preview.
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
        cell.renameButton?.onActivate = { [weak self] in self?.askToRename(setting.name) }
        cell.deleteButton?.onActivate = { [weak self] in self?.askToDelete(setting.name) }
        return cell
    }

    private func updatePreview() {
        View.performWithoutAnimation { previewFigure.apply(SnowmanPose(editing)) }
        previewSummary.text = editing.timingSummary
    }

    /// Lays out the preview stage and places its snowman for the stage's size.
    func layOutPreview(in rect: Rect) {
        previewStage.frame = rect
        let stage = previewStage.bounds
        let natural = previewFigure.image?.naturalSize ?? Size(width: 3, height: 4)
        let restSize = natural.aspectFit(in: Size(width: stage.width * 0.55, height: stage.height * 0.55))
        previewStage.horizonY = stage.midY + restSize.height * StudioView.feetBelowCentre
        previewFigure.geometry = SnowmanFigureView.Geometry(
            restCenter: stage.center, restSize: restSize, stageSize: stage.size,
            perspectiveDistance: perspectiveDistance)
        View.performWithoutAnimation { previewFigure.apply(SnowmanPose(editing)) }
    }
}

/// The editor's root view: the preview at the left on a wide window (above the table on a narrow one).
@MainActor
final class EditorView: View {
    static let sidePreviewMinimumWidth = 760.0
    static let previewWidth = 300.0
    static let topPreviewHeight = 200.0

    weak var scene: SnowmanEditorScene?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Theme.Palette.background
    }

    override func layoutSubviews() {
        guard let scene else { return }
        let margin = Theme.spacing * 3
        let captionHeight = Theme.spacing * 3
        if bounds.width >= Self.sidePreviewMinimumWidth {
            let column = Rect(x: margin, y: margin, width: Self.previewWidth, height: bounds.height - 2 * margin)
            scene.previewCaption.frame = Rect(
                x: column.minX, y: column.minY, width: column.width, height: captionHeight)
            let previewHeight = min(column.width * 1.1, column.height - captionHeight - Theme.spacing * 6)
            scene.layOutPreview(
                in: Rect(x: column.minX, y: column.minY + captionHeight, width: column.width, height: previewHeight))
            scene.previewSummary.frame = Rect(
                x: column.minX, y: scene.previewStage.frame.maxY + Theme.spacing, width: column.width,
                height: Theme.spacing * 4)
            let tableX = column.maxX
            scene.table.frame = Rect(x: tableX, y: 0, width: bounds.width - tableX, height: bounds.height)
        } else {
            let top = Rect(
                x: margin, y: Theme.spacing * 2, width: bounds.width - 2 * margin, height: Self.topPreviewHeight)
            scene.previewCaption.frame = Rect(x: top.minX, y: top.minY, width: top.width, height: captionHeight)
            scene.layOutPreview(
                in: Rect(x: top.minX, y: top.minY + captionHeight, width: top.width, height: top.height - captionHeight)
            )
            scene.previewSummary.frame = .zero
            let tableY = top.maxY + Theme.spacing
            scene.table.frame = Rect(x: 0, y: tableY, width: bounds.width, height: max(bounds.height - tableY, 0))
        }
        scene.previewStage.cornerRadius = Theme.cornerRadius
    }
}
