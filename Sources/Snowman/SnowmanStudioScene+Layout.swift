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

    weak var scene: SnowmanStudioScene?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Theme.Palette.background
    }

    override func layoutSubviews() {
        guard let scene else { return }
        if bounds.width >= Self.sidePanelMinimumWidth {
            let (stageColumn, panelRect) = bounds.divided(atDistance: bounds.width - Self.sidePanelWidth, from: .left)
            let (stageRect, scrubberRect) = stageColumn.divided(
                atDistance: max(stageColumn.height - SnowmanScrubberView.height, 0), from: .top)
            scene.stage.frame = stageRect
            scene.scrubber.frame = scrubberRect
            scene.panel.frame = panelRect
            scene.panelRule.frame = Rect(x: 0, y: 0, width: 1, height: panelRect.height)
            layOutSidePanel(scene)
        } else {
            let (stageColumn, panelRect) = bounds.divided(
                atDistance: max(bounds.height - Self.bottomPanelHeight, 0), from: .top)
            let (stageRect, scrubberRect) = stageColumn.divided(
                atDistance: max(stageColumn.height - SnowmanScrubberView.compactHeight, 0), from: .top)
            scene.stage.frame = stageRect
            scene.scrubber.frame = scrubberRect
            scene.panel.frame = panelRect
            scene.panelRule.frame = Rect(x: 0, y: 0, width: panelRect.width, height: 1)
            layOutBottomPanel(scene)
        }
        placeFigure(scene)
    }

    private func placeFigure(_ scene: SnowmanStudioScene) {
        let stage = scene.stage.bounds
        let natural = scene.figure.image?.naturalSize ?? Size(width: 3, height: 4)
        let room = Size(width: stage.width * Self.figureShare.width, height: stage.height * Self.figureShare.height)
        let restSize = natural.aspectFit(in: room)
        let restCenter = stage.center
        scene.stage.horizonY = restCenter.y + restSize.height * Self.feetBelowCentre
        scene.player.layoutChanged(
            to: SnowmanFigureView.Geometry(
                restCenter: restCenter, restSize: restSize, stageSize: stage.size,
                perspectiveDistance: scene.perspectiveDistance))
    }

    private func layOutSidePanel(_ scene: SnowmanStudioScene) {
        let inner = scene.panel.bounds.insetBy(dx: Theme.spacing * 2, dy: Theme.spacing * 2)
        var y = inner.minY
        scene.panelHeader.frame = Rect(x: inner.minX, y: y, width: inner.width, height: Theme.spacing * 3)
        y += Theme.spacing * 3
        let fixedBelow = Theme.spacing * 6 + Self.playButtonHeight + Theme.spacing * 6
        let rows = min(
            Double(min(scene.picker.items.count, Picker.preferredVisibleRows)),
            max(2, ((inner.maxY - y - fixedBelow) / Picker.rowHeight).rounded(.down)))
        scene.picker.frame = Rect(x: inner.minX, y: y, width: inner.width, height: rows * Picker.rowHeight)
        y = scene.picker.frame.maxY + Theme.spacing
        scene.summaryLabel.frame = Rect(x: inner.minX, y: y, width: inner.width, height: Theme.spacing * 4)
        y += Theme.spacing * 5
        scene.playButton.frame = Rect(x: inner.minX, y: y, width: inner.width, height: Self.playButtonHeight)
        y += Self.playButtonHeight + Theme.spacing
        scene.hintLabel.frame = Rect(x: inner.minX, y: y, width: inner.width, height: Theme.spacing * 3)
    }

    private func layOutBottomPanel(_ scene: SnowmanStudioScene) {
        let inner = scene.panel.bounds.insetBy(dx: Theme.spacing * 2, dy: Theme.spacing * 2)
        let pickerWidth = (inner.width * 0.55).rounded()
        scene.panelHeader.frame = Rect(x: inner.minX, y: inner.minY, width: pickerWidth, height: Theme.spacing * 3)
        scene.picker.frame = Rect(
            x: inner.minX, y: inner.minY + Theme.spacing * 3, width: pickerWidth,
            height: max(inner.height - Theme.spacing * 3, Picker.rowHeight))
        let columnX = inner.minX + pickerWidth + Theme.spacing * 2
        let columnWidth = max(inner.maxX - columnX, 0)
        var y = inner.minY + Theme.spacing * 3
        scene.summaryLabel.frame = Rect(x: columnX, y: y, width: columnWidth, height: Theme.spacing * 4)
        y += Theme.spacing * 5
        scene.playButton.frame = Rect(x: columnX, y: y, width: columnWidth, height: Self.playButtonHeight)
        y += Self.playButtonHeight + Theme.spacing
        scene.hintLabel.frame = Rect(x: columnX, y: y, width: columnWidth, height: Theme.spacing * 3)
    }
}
