import Kit
import Preferences

/// A full-window image button that crossfades to a second image on each click — fade out, swap, fade in — and
/// counts the clicks (`CrossfadeClicks`: every fourth one, by default, schedules a notification).
///
/// The scene keeps the views (`CrossfadeView`) and turns input into actions; each concern with state of its own
/// is a small type: `CrossfadePictures` (the two pictures, the one shown, loading a new one),
/// `CrossfadeNotifications` (the notifications scheduled and the caption's countdown), `TransientCaption` (what a
/// reset says for a while) and `PictureChooser` (Open…'s file chooser).
@MainActor
public final class CrossfadeScene: Scene {
    /// The curves of the two halves of the crossfade (their length is the fade-duration setting): the old image
    /// leaves quickly and the new one settles in gently.
    public static let fadeOutCurve = TimingCurve.easeOut
    public static let fadeInCurve = TimingCurve.easeIn
    /// Margin around the image, in points: on the 8-point grid.
    public static let imageMargin = Theme.spacing * 3

    /// The picture, the caption and the toolbar.
    let root: CrossfadeView
    /// The click count and whether a crossfade runs (the caption over the picture follows it).
    public internal(set) var clicks = CrossfadeClicks() {
        didSet { updateCounter() }
    }
    var pictures: CrossfadePictures
    let notifications = CrossfadeNotifications()
    let transientCaption = TransientCaption()
    let chooser = PictureChooser()
    /// Called with the new count after every counted click.
    public var onCountedClick: (@MainActor (Int) -> Void)?
    /// Each half of the crossfade, in seconds (the fade-duration setting).
    public var fadeDuration = CrossfadeSettings.fadeDuration.defaultValue
    /// Keeps the setting subscriptions alive as long as the scene.
    var settingObservations: [SettingObservation] = []
    let events: EventLog

    /// - Parameter preferences: the app's settings; nil keeps the settings' defaults (tests of the fades).
    public init(first: Image, second: Image, tabIcon: Image?, events: EventLog, preferences: PreferencesStore? = nil) {
        pictures = CrossfadePictures(first, second)
        self.events = events
        root = CrossfadeView(button: PressableImageButton(image: first))
        super.init(name: "crossfade", title: "Crossfade", tabIcon: tabIcon, view: root)
        setUpButton()
        root.imageSizes = pictures.images.map(\.naturalSize)
        root.toolbar.openButton.onActivate = { [weak self] in self?.openPicture() }
        root.toolbar.resetButton.onActivate = { [weak self] in self?.resetCount() }
        notifications.onChange = { [weak self] in self?.notificationsChanged() }
        transientCaption.onChange = { [weak self] in self?.updateCounter() }
        updateCounter()
        if let preferences { applySettings(from: preferences) }
        describeForAccessibility()
    }

    private func setUpButton() {
        button.accessibilityIdentifier = "crossfade.image"
        button.accessibilityLabel = "Crossfade image"
        button.cornerRadius = Theme.cornerRadius
        button.onActivate = { [weak self] in self?.crossfade() }
        // The picture off screen stays loaded, so the swap halfway through a crossfade never waits for it.
        button.upcomingImage = images[pictures.hiddenIndex]
    }

    /// Space or Return crossfades, like a click; Ctrl+O opens a picture (`CrossfadeKeys`).
    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard let action = CrossfadeKeys.map.action(for: event) else { return false }
        guard !event.isRepeat else { return true }
        switch action {
        case .crossfade: crossfade()
        case .open: openPicture()
        }
        return true
    }

    public override var controlsHelp: ControlsHelp { CrossfadeKeys.help }

    /// Back on screen, the countdown to a waiting notification picks up where it stands now.
    public override func sceneDidAppear() {
        notifications.forgetDelivered()
        notificationsChanged()
    }

    public override func handleFileDrop(_ path: String) -> Bool {
        useDroppedFile(path)
    }

    /// Starts a crossfade to the other image. Ignored (and not counted) while one is running, as UIKit ignores
    /// touches on an animating view.
    public func crossfade() {
        guard case .counted(let count, let notification) = clicks.click() else { return }
        let from = pictures.shownIndex
        let to = pictures.hiddenIndex
        events.emit(CrossfadeEvent.started(from: images[from].name, to: images[to].name, count: count))
        onCountedClick?(count)
        transientCaption.clear(in: view.window)
        if let notification { notifications.schedule(notification, after: clicks.rule.delay, count: count) }
        View.animate(duration: fadeDuration, curve: Self.fadeOutCurve) {
            self.button.alpha = 0
        } completion: { _ in
            self.swapImage(to: to)
        }
    }

    /// Puts `image` in slot `index` (0 or 1); shown at once when that slot is on screen.
    public func replaceImage(at index: Int, with image: Image) {
        pictures.images[index] = image
        root.imageSizes = images.map(\.naturalSize)
        if index == shownIndex { button.image = image } else { button.upcomingImage = image }
        onImagesChanged?(images)
    }

    private func swapImage(to index: Int) {
        pictures.shownIndex = index
        button.image = images[index]
        button.upcomingImage = images[pictures.hiddenIndex]
        View.animate(duration: fadeDuration, curve: Self.fadeInCurve) {
            self.button.alpha = 1
        } completion: { _ in
            self.clicks.crossfadeFinished()
            self.events.emit(CrossfadeEvent.finished(image: self.images[index].name))
        }
    }
}
