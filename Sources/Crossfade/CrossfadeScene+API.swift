import Kit

/// What the app and tests set and read on the scene, kept where it always was while the state lives in the
/// scene's parts (`CrossfadeView`, `CrossfadePictures`, `CrossfadeNotifications`, `PictureChooser`).
extension CrossfadeScene {
    /// The picture as a button: a click crossfades.
    public var button: ImageButton { root.button }
    public var clickCount: Int { clicks.count }
    /// True from a counted click until the new image has fully faded in.
    public var isCrossfading: Bool { clicks.isCrossfading }

    /// The two pictures the button alternates between (a dropped file replaces one).
    public var images: [Image] { pictures.images }
    public var shownIndex: Int { pictures.shownIndex }
    /// Reads a dropped file into an image off the main thread (the Platform's loader) and calls back on the main
    /// loop with the image or why it cannot be shown; nil disables drops.
    public var loadImage: ImageLoading? {
        get { pictures.loadImage }
        set { pictures.loadImage = newValue }
    }
    /// Called after the user replaced an image, with both images (the app remembers their paths).
    public var onImagesChanged: (@MainActor ([Image]) -> Void)? {
        get { pictures.onImagesChanged }
        set { pictures.onImagesChanged = newValue }
    }

    /// Delivers the click-count notifications; nil leaves them out (unit tests of the fades).
    public var notificationScheduler: NotificationScheduler? {
        get { notifications.scheduler }
        set { notifications.scheduler = newValue }
    }
    /// Whether a due notification may go to the desktop (off: always the in-app banner).
    public var usesSystemNotifications: Bool {
        get { notifications.usesSystemNotifications }
        set { notifications.usesSystemNotifications = newValue }
    }

    /// The desktop's file chooser for Open…; nil says there is none (the app injects the XDG portal's).
    public var fileChooser: FileChooser? {
        get { chooser.fileChooser }
        set { chooser.fileChooser = newValue }
    }
}
