import Kit

/// The studio's root view: the stage with the scrubber under it; on a wide window the control panel stands at the
/// right of them (an inspector), on a narrow one it runs along the bottom.
@MainActor
final class StudioView: View {
    /// Narrower than this, the panel moves under the stage, in points.
    static let sidePanelMinimumWidth = 720.0
    static let sidePanelWidth = 280.0
    static let bottomPanelHeight = Picker.rowHeight * 3 + Theme.spacing * 7
    /// The snowman's share of the stage at rest (it is fitted into this fraction of each side).
    static let figureShare = Size(width: 0.5, height: 0.55)
    /// Where the feet stand below the figure's centre, as a fraction of its height (the base snowball's bottom
    /// sinks a little into the snow).
    static let feetBelowCentre = 0.45
    static let playButtonHeight = 40.0

    /// Reads the player and the perspective setting when laying the figure out.
    weak var scene: SnowmanStudioScene?

    let stage = StageView()
    let figure: SnowmanFigureView
    let picker = Picker(items: [])
    let playButton = Button(title: "Play")
    let scrubber = SnowmanScrubberView()
    let panel = View()
    /// The hairline between the stage and the panel.
    let panelRule = View()
    let panelHeader = Label(
        text: "ANIMATION",
        style: TextStyle(size: Theme.TypeSize.caption, weight: .bold, color: Theme.Palette.textSecondary))
    let summaryLabel = Label(
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, isMultiline: true))
    let hintLabel: Label

    /// The studio around `figure`, with `hint` under the Play button.
    init(figure: SnowmanFigureView, hint: String) {
        self.figure = figure
        hintLabel = Label(
            text: hint,
            style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, isMultiline: true))
        super.init(frame: .zero)
        backgroundColor = Theme.Palette.background
        addSubview(stage)
        stage.addSubview(figure)
        figure.accessibilityIdentifier = "snowman.figure"
        figure.accessibilityLabel = "Snowman"
        panel.backgroundColor = Theme.Palette.background
        panelRule.backgroundColor = Theme.Palette.separator
        addSubview(panel)
        // After the panel: Tab reaches the list and Play first, then the scrubber.
        addSubview(scrubber)
        for part in [panelRule, panelHeader, picker, summaryLabel, playButton, hintLabel] as [View] {
            panel.addSubview(part)
        }
        picker.accessibilityIdentifier = "snowman.picker"
        playButton.accessibilityIdentifier = "snowman.play"
    }

    override func layoutSubviews() {
        guard let scene else { return }
        if bounds.width >= Self.sidePanelMinimumWidth {
            let (stageColumn, panelRect) = bounds.divided(atDistance: bounds.width - Self.sidePanelWidth, from: .left)
            let (stageRect, scrubberRect) = stageColumn.divided(
                atDistance: max(stageColumn.height - SnowmanScrubberView.height, 0), from: .top)
            stage.frame = stageRect
            scrubber.frame = scrubberRect
            panel.frame = panelRect
            panelRule.frame = Rect(x: 0, y: 0, width: 1, height: panelRect.height)
            layOutSidePanel()
        } else {
            let (stageColumn, panelRect) = bounds.divided(
                atDistance: max(bounds.height - Self.bottomPanelHeight, 0), from: .top)
            let (stageRect, scrubberRect) = stageColumn.divided(
                atDistance: max(stageColumn.height - SnowmanScrubberView.compactHeight, 0), from: .top)
            stage.frame = stageRect
            scrubber.frame = scrubberRect
            panel.frame = panelRect
            panelRule.frame = Rect(x: 0, y: 0, width: panelRect.width, height: 1)
            layOutBottomPanel()
        }
        placeFigure(scene)
    }

    private func placeFigure(_ scene: SnowmanStudioScene) {
        let area = stage.bounds
        let natural = figure.image?.naturalSize ?? Size(width: 3, height: 4)
        let room = Size(width: area.width * Self.figureShare.width, height: area.height * Self.figureShare.height)
        let restSize = natural.aspectFit(in: room)
        let restCenter = area.center
        stage.horizonY = restCenter.y + restSize.height * Self.feetBelowCentre
        scene.player.layoutChanged(
            to: SnowmanFigureView.Geometry(
                restCenter: restCenter, restSize: restSize, stageSize: area.size,
                perspectiveDistance: scene.perspectiveDistance))
    }

    private func layOutSidePanel() {
        let inner = panel.bounds.insetBy(dx: Theme.spacing * 2, dy: Theme.spacing * 2)
        var y = inner.minY
        panelHeader.frame = Rect(x: inner.minX, y: y, width: inner.width, height: Theme.spacing * 3)
        y += Theme.spacing * 3
        let fixedBelow = Theme.spacing * 6 + Self.playButtonHeight + Theme.spacing * 6
        let rows = min(
            Double(min(picker.items.count, Picker.preferredVisibleRows)),
            max(2, ((inner.maxY - y - fixedBelow) / Picker.rowHeight).rounded(.down)))
        picker.frame = Rect(x: inner.minX, y: y, width: inner.width, height: rows * Picker.rowHeight)
        y = picker.frame.maxY + Theme.spacing
        summaryLabel.frame = Rect(x: inner.minX, y: y, width: inner.width, height: Theme.spacing * 4)
        y += Theme.spacing * 5
        playButton.frame = Rect(x: inner.minX, y: y, width: inner.width, height: Self.playButtonHeight)
        y += Self.playButtonHeight + Theme.spacing
        hintLabel.frame = Rect(x: inner.minX, y: y, width: inner.width, height: Theme.spacing * 3)
    }

    private func layOutBottomPanel() {
        let inner = panel.bounds.insetBy(dx: Theme.spacing * 2, dy: Theme.spacing * 2)
        let pickerWidth = (inner.width * 0.55).rounded()
        panelHeader.frame = Rect(x: inner.minX, y: inner.minY, width: pickerWidth, height: Theme.spacing * 3)
        picker.frame = Rect(
            x: inner.minX, y: inner.minY + Theme.spacing * 3, width: pickerWidth,
            height: max(inner.height - Theme.spacing * 3, Picker.rowHeight))
        let columnX = inner.minX + pickerWidth + Theme.spacing * 2
        let columnWidth = max(inner.maxX - columnX, 0)
        var y = inner.minY + Theme.spacing * 3
        summaryLabel.frame = Rect(x: columnX, y: y, width: columnWidth, height: Theme.spacing * 4)
        y += Theme.spacing * 5
        playButton.frame = Rect(x: columnX, y: y, width: columnWidth, height: Self.playButtonHeight)
        y += Self.playButtonHeight + Theme.spacing
        hintLabel.frame = Rect(x: columnX, y: y, width: columnWidth, height: Theme.spacing * 3)
    }
}
