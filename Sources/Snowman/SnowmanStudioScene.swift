import Kit

/// The Snowman tab's first screen: the stage with the snowman, the saved animations in a picker, and the
/// Play / Pause / Resume button. Space does what the button says; Edit opens the editor.
@MainActor
public final class SnowmanStudioScene: Scene {
    /// The stage, the scrubber and the panel, laid out for the window (`StudioView`).
    let root: StudioView
    public let editButton = NavigationBar.barButton("Edit", identifier: "snowman.edit")
    public let player: SnowmanPlayer
    /// Moves the scrubber with the animation while it plays.
    var scrubberLink: DisplayLink?
    /// What Space does, and why the animation waits after an automatic pause.
    static let keyHint = "Space plays, pauses and resumes."
    static let automaticPauseHint = "Paused when you left. Resume goes on from here."
    /// The settings the picker lists, in its order.
    public private(set) var settings: [AnimationSetting]
    /// Called when Edit is pressed.
    var onEdit: (@MainActor () -> Void)?
    /// The eye's distance for the snowman's 3D turns, in points (a setting).
    var perspectiveDistance = SnowmanScene.perspectiveDistance.defaultValue { didSet { view.setNeedsLayout() } }

    public init(figureImage: Image?, settings: [AnimationSetting], events: EventLog) {
        precondition(!settings.isEmpty, "The studio needs at least one setting: pass the library's presets.")
        self.settings = settings
        root = StudioView(figure: SnowmanFigureView(image: figureImage), hint: Self.keyHint)
        player = SnowmanPlayer(figure: root.figure, setting: settings[0], events: events)
        super.init(name: "snowman.studio", title: "Snowman", tabIcon: nil, view: root)
        root.scene = self
        connectControls()
        reloadSettings(settings, selecting: settings[0].name)
        player.onStateChange = { [weak self] _ in
            self?.updatePlayButton()
            self?.updateScrubber()
        }
        setUpScrubber()
        trailingBarButtons = [editButton]
        editButton.onActivate = { [weak self] in self?.onEdit?() }
    }

    /// The views a user works with, by name (tests and the automation drive them).
    public var stage: StageView { root.stage }
    public var figure: SnowmanFigureView { root.figure }
    public var picker: Picker { root.picker }
    public var playButton: Button { root.playButton }
    /// The animation's time under the stage (`snowman.scrubber`).
    public var scrubber: SnowmanScrubberView { root.scrubber }
    var hintLabel: Label { root.hintLabel }

    /// The setting the picker shows selected.
    public var selectedSetting: AnimationSetting {
        settings[picker.selectedIndex ?? 0]
    }

    /// Lists `settings` in the picker and selects `name` (the current one when nil or missing).
    public func reloadSettings(_ settings: [AnimationSetting], selecting name: String? = nil) {
        let current = name ?? selectedSetting.name
        self.settings = settings
        picker.items = settings.map(\.name)
        view.setNeedsLayout()
        let index = settings.firstIndex { $0.name == current } ?? 0
        picker.selectedIndex = index
        picker.scrollToRow(index)
        if settings[index] != player.setting { player.choose(settings[index]) }
        updateSummary()
        updateScrubber()
    }

    /// Back on screen, a paused animation shows its paused frame again (off screen the figure lost it).
    public override func sceneDidAppear() {
        player.send(.appear)
        updateScrubber()
    }

    /// Off screen (another tab, the editor) a running animation pauses by itself.
    public override func sceneWillDisappear() {
        player.send(.leave)
        updateScrubber()
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.key == .space else { return false }
        if !event.isRepeat { player.performAction() }
        return true
    }

    // MARK: Private

    private func connectControls() {
        // Space or Return on the focused list plays (pauses, resumes) the chosen animation, as Space does elsewhere.
        picker.onActivate = { [weak self] in self?.player.performAction() }
        picker.onValueChanged = { [weak self] index in
            guard let self else { return }
            self.player.choose(self.settings[index])
            self.updateSummary()
            self.updateScrubber()
        }
        playButton.onActivate = { [weak self] in self?.player.performAction() }
    }

    private func updatePlayButton() {
        playButton.title = player.actionTitle
        root.hintLabel.text = player.playback.isPausedAutomatically ? Self.automaticPauseHint : Self.keyHint
    }

    private func updateSummary() {
        root.summaryLabel.text = selectedSetting.timingSummary
    }
}
