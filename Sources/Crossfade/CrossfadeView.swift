import Kit

/// The scene's root view: the picture over the whole area but a margin and the toolbar's row, the click caption
/// over the picture's bottom edge, and the toolbar (Open…, Reset Count) under it. The caption and the toolbar
/// line up with the pictures as shown (fitted inside the area, keeping their shape) rather than the area, so on a
/// wide window they stand under the picture, not at the window's edges; they stay put through a crossfade, lined
/// up with the widest of the two pictures.
@MainActor
final class CrossfadeView: View {
    /// Space between the caption and the picture's bottom edge, and around the toolbar, in points.
    static let counterInset = Theme.spacing * 2
    static let toolbarGap = Theme.spacing * 2
    /// Narrower than this the toolbar takes the area's whole width (its buttons and hint need the room), in points.
    static let minimumToolbarWidth = Theme.spacing * 52
    /// The picture, which crossfades when clicked.
    let button: ImageButton
    /// The caption that counts the clicks (id `crossfade.count`).
    let counter = ClickCounterView()
    /// Open… and Reset Count, under the picture.
    let toolbar = CrossfadeToolbar()
    /// The two pictures' natural sizes (the scene sets them when a picture changes).
    var imageSizes: [Size] = [] { didSet { setNeedsLayout() } }

    init(button: ImageButton) {
        self.button = button
        super.init()
        backgroundColor = Theme.Palette.background
        addSubview(button)
        addSubview(counter)
        addSubview(toolbar)
    }

    override func layoutSubviews() {
        let margin = CrossfadeScene.imageMargin
        let toolbarHeight = Theme.ControlMetrics.height
        let toolbarY = bounds.maxY - Self.toolbarGap - toolbarHeight
        let area = Rect(
            x: margin, y: margin, width: max(bounds.width - 2 * margin, 0),
            height: max(toolbarY - Self.toolbarGap - margin, 0))
        // Bounds and centre rather than the frame: a pressed picture is scaled, and its frame is then smaller.
        button.bounds = Rect(origin: .zero, size: area.size)
        button.center = area.center
        let shown = shownPictures(in: area)
        let toolbarWidth = shown.width >= Self.minimumToolbarWidth ? shown.width : area.width
        toolbar.frame = Rect(
            x: area.midX - toolbarWidth / 2, y: toolbarY, width: toolbarWidth, height: toolbarHeight)
        let size = counter.preferredSize(maximumWidth: max(shown.width - 2 * Self.counterInset, 0))
        counter.frame = Rect(
            x: shown.midX - size.width / 2, y: shown.maxY - Self.counterInset - size.height, width: size.width,
            height: size.height)
    }

    /// The smallest rectangle holding both pictures as fitted into `area` (the area itself before they are known).
    private func shownPictures(in area: Rect) -> Rect {
        let fitted = imageSizes.map { $0.aspectFit(in: area.size) }.filter { $0.width > 0 && $0.height > 0 }
        guard !fitted.isEmpty else { return area }
        let size = Size(width: fitted.map(\.width).max()!, height: fitted.map(\.height).max()!)
        return Rect(center: area.center, size: size)
    }
}
