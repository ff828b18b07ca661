import Kit

/// The editor's root view: the preview at the left on a wide window (above the table on a narrow one).
@MainActor
final class EditorView: View {
    static let sidePreviewMinimumWidth = 760.0
    static let previewWidth = 300.0
    static let topPreviewHeight = 200.0
    /// The preview's Play button: its height, and its width when it sits in the corner of a short preview.
    static let playButtonHeight = 36.0
    static let compactPlayButtonWidth = 96.0

    /// Places the preview's figure through the scene's player (`layOutPreview`).
    weak var scene: SnowmanEditorScene?

    let table = TableView()
    let previewStage = StageView()
    let previewFigure: SnowmanFigureView
    let previewPlayButton = Button(title: "Play", style: .gray)
    let previewCaption: Label
    let previewSummary = Label(
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, isMultiline: true))

    /// The editor around `previewFigure`, `caption` over the preview.
    init(previewFigure: SnowmanFigureView, caption: String) {
        self.previewFigure = previewFigure
        previewCaption = Label(
            text: caption,
            style: TextStyle(size: Theme.TypeSize.caption, weight: .bold, color: Theme.Palette.textSecondary))
        super.init(frame: .zero)
        backgroundColor = Theme.Palette.background
        addSubview(previewStage)
        previewStage.addSubview(previewFigure)
        previewFigure.accessibilityIdentifier = "snowman.preview"
        addSubview(previewCaption)
        addSubview(previewSummary)
        addSubview(previewPlayButton)
        addSubview(table)
        table.accessibilityIdentifier = "snowman.editor.table"
    }

    override func layoutSubviews() {
        guard let scene else { return }
        let margin = Theme.spacing * 3
        let captionHeight = Theme.spacing * 3
        if bounds.width >= Self.sidePreviewMinimumWidth {
            let column = Rect(x: margin, y: margin, width: Self.previewWidth, height: bounds.height - 2 * margin)
            previewCaption.frame = Rect(
                x: column.minX, y: column.minY, width: column.width, height: captionHeight)
            let below = Theme.spacing * 4 + Self.playButtonHeight
            let previewHeight = min(column.width * 1.1, column.height - captionHeight - below)
            scene.layOutPreview(
                in: Rect(x: column.minX, y: column.minY + captionHeight, width: column.width, height: previewHeight))
            previewSummary.frame = Rect(
                x: column.minX, y: previewStage.frame.maxY + Theme.spacing, width: column.width,
                height: Theme.spacing * 2)
            previewPlayButton.frame = Rect(
                x: column.minX, y: previewSummary.frame.maxY + Theme.spacing, width: column.width,
                height: Self.playButtonHeight)
            let tableX = column.maxX
            table.frame = Rect(x: tableX, y: 0, width: bounds.width - tableX, height: bounds.height)
        } else {
            let top = Rect(
                x: margin, y: Theme.spacing * 2, width: bounds.width - 2 * margin, height: Self.topPreviewHeight)
            previewCaption.frame = Rect(x: top.minX, y: top.minY, width: top.width, height: captionHeight)
            scene.layOutPreview(
                in: Rect(x: top.minX, y: top.minY + captionHeight, width: top.width, height: top.height - captionHeight)
            )
            previewSummary.frame = .zero
            let stage = previewStage.frame
            previewPlayButton.frame = Rect(
                x: stage.maxX - Self.compactPlayButtonWidth - Theme.spacing,
                y: stage.maxY - Self.playButtonHeight - Theme.spacing, width: Self.compactPlayButtonWidth,
                height: Self.playButtonHeight)
            let tableY = top.maxY + Theme.spacing
            table.frame = Rect(x: 0, y: tableY, width: bounds.width, height: max(bounds.height - tableY, 0))
        }
        previewStage.cornerRadius = Theme.cornerRadius
    }
}
