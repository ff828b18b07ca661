import Kit
import Preferences

/// A full-window image button that crossfades to a second image on each click — fade out, swap, fade in — and
/// counts the clicks (`CrossfadeClicks`: every fourth one, by default, schedules a notification).
@MainActor
public final class CrossfadeScene: Scene {
    /// The curves of the two halves of the crossfade (their length is the fade-duration setting): the old image
    /// leaves quickly and the new one settles in gently.
    public static let fadeOutCurve = TimingCurve.easeOut
    public static let fadeInCurve = TimingCurve.easeIn
    /// Margin around the image, in points: on the 8-point grid.
    public static let imageMargin = Theme.spacing * 3

    public let button: ImageButton
    /// The click count and whether a crossfade runs (the caption over the picture follows it).
    public internal(set) var clicks = CrossfadeClicks() {
        didSet { updateCounter() }
    }
    /// The caption that counts the clicks (id `crossfade.count`).
    let counterView = ClickCounterView()
    /// Open… and Reset Count, under the picture.
    let toolbar = CrossfadeToolbar()
    /// The desktop's file chooser for Open…; nil says there is none (the app injects the XDG portal's).
    public var fileChooser: FileChooser?
    /// Counts Open… presses, so only the latest chooser's answer is used.
    var chooserRequests = 0
    /// The tags (click counts) of the notifications this scene scheduled that may still be waiting.
    var notificationTags: Set<Int> = []
    /// The timer that rewrites the caption's countdown at the next whole second.
    var countdownToken: TimerQueue.Token?
    /// What the caption says for a few seconds instead of the count (what a reset did), and its timer.
    var transientCaption: String?
    var transientCaptionToken: TimerQueue.Token?
    public var clickCount: Int { clicks.count }
    /// True from a counted click until the new image has fully faded in.
    public var isCrossfading: Bool { clicks.isCrossfading }
    public private(set) var shownIndex = 0
    /// Called with the new count after every counted click.
    public var onCountedClick: (@MainActor (Int) -> Void)?
    /// Delivers the click-count notifications; nil leaves them out (unit tests of the fades).
    public var notificationScheduler: NotificationScheduler? {
        didSet {
            notificationScheduler?.usesSystemNotifications = usesSystemNotifications
            followNotifications()
        }
    }
    /// Whether a due notification may go to the desktop (off: always the in-app banner).
    public var usesSystemNotifications = true {
        didSet { notificationScheduler?.usesSystemNotifications = usesSystemNotifications }
    }
    /// Each half of the crossfade, in seconds (the fade-duration setting).
    public var fadeDuration = CrossfadeSettings.fadeDuration.defaultValue
    /// Keeps the setting subscriptions alive as long as the scene.
    var settingObservations: [SettingObservation] = []

    /// The two pictures the button alternates between (a dropped file replaces one).
    public private(set) var images: [Image]
    /// Reads a dropped file into an image off the main thread (the Platform's loader) and calls back on the main
    /// loop with the image or why it cannot be shown; nil disables drops.
    public var loadImage: ImageLoading?
    /// Counts drops, so only the latest one's picture lands when several are still loading.
    var dropCount = 0
    /// Called after the user replaced an image, with both images (the app remembers their paths).
    public var onImagesChanged: (@MainActor ([Image]) -> Void)?
    let events: EventLog

    /// - Parameter preferences: the app's settings; nil keeps the settings' defaults (tests of the fades).
    public init(first: Image, second: Image, tabIcon: Image?, events: EventLog, preferences: PreferencesStore? = nil) {
        images = [first, second]
        self.events = events
        button = PressableImageButton(image: first)
        super.init(name: "crossfade", title: "Crossfade", tabIcon: tabIcon, view: CrossfadeView())
        button.accessibilityIdentifier = "crossfade.image"
        button.accessibilityLabel = "Crossfade image"
        button.cornerRadius = Theme.cornerRadius
        button.onActivate = { [weak self] in self?.crossfade() }
        view.addSubview(button)
        view.addSubview(counterView)
        view.addSubview(toolbar)
        (view as? CrossfadeView)?.button = button
        (view as? CrossfadeView)?.counter = counterView
        (view as? CrossfadeView)?.toolbar = toolbar
        (view as? CrossfadeView)?.imageSizes = images.map(\.naturalSize)
        toolbar.openButton.onActivate = { [weak self] in self?.openPicture() }
        toolbar.resetButton.onActivate = { [weak self] in self?.resetCount() }
        updateCounter()
        if let preferences { applySettings(from: preferences) }
        describeForAccessibility()
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
        notificationsChanged()
    }

    public override func handleFileDrop(_ path: String) -> Bool {
        useDroppedFile(path)
    }

    /// Starts a crossfade to the other image. Ignored (and not counted) while one is running, as UIKit ignores
    /// touches on an animating view.
    public func crossfade() {
        guard case .counted(let count, let notification) = clicks.click() else { return }
        let from = shownIndex
        let to = 1 - shownIndex
        events.emit(CrossfadeEvent.started(from: images[from].name, to: images[to].name, count: count))
        onCountedClick?(count)
        clearTransientCaption()
        if let notification, let notificationScheduler {
            notificationTags.insert(count)
            notificationScheduler.schedule(notification, after: clicks.rule.delay, tag: count)
        }
        View.animate(duration: fadeDuration, curve: Self.fadeOutCurve) {
            self.button.alpha = 0
        } completion: { _ in
            self.swapImage(to: to)
        }
    }

    /// Puts `image` in slot `index` (0 or 1); shown at once when that slot is on screen.
    public func replaceImage(at index: Int, with image: Image) {
        images[index] = image
        (view as? CrossfadeView)?.imageSizes = images.map(\.naturalSize)
        if index == shownIndex { button.image = image }
        onImagesChanged?(images)
    }

    private func swapImage(to index: Int) {
        shownIndex = index
        button.image = images[index]
        View.animate(duration: fadeDuration, curve: Self.fadeInCurve) {
            self.button.alpha = 1
        } completion: { _ in
            self.clicks.crossfadeFinished()
            self.events.emit(CrossfadeEvent.finished(image: self.images[index].name))
        }
    }
}

/// Starts loading the picture at a path and later calls back, on the main loop, with the image or the reason it
/// cannot be shown.
public typealias ImageLoading =
    @MainActor (_ path: String, _ completion: @escaping @MainActor (Result<Image, ImageLoadError>) -> Void) -> Void
