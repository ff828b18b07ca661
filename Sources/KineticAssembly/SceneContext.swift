import FoundationEssentials
import Kit
import Preferences

/// What a scene factory may draw on: the app's shared parts, and how to reach images, as closures so the
/// composition can be built without a display.
@MainActor
public struct SceneContext {
    public let events: EventLog
    public let preferences: PreferencesStore
    public let notifications: NotificationScheduler
    public let state: AppStateStore
    /// Where data that is not configuration lives (saved animations, the best score).
    public let dataDirectory: URL
    /// A bundled resource's image, by resource path ("images/snowman.svg").
    public let resourceImage: @MainActor (String) throws -> Image
    /// Loads a user's picture off the main thread; the completion runs on the main loop.
    public let loadPicture: @MainActor (String, @escaping @MainActor (Result<Image, ImageLoadError>) -> Void) -> Void
    /// The desktop's file chooser (the XDG desktop portal in the app); nil where there is none to ask.
    public let fileChooser: FileChooser?
    /// Fixes the games' own randomness (Breakout's launches and special bricks, Dropit's columns and colours), so
    /// a run can be replayed; nil, as in the app, draws a fresh seed each launch.
    public let randomSeed: UInt64?

    public init(
        events: EventLog, preferences: PreferencesStore, notifications: NotificationScheduler, state: AppStateStore,
        dataDirectory: URL, resourceImage: @escaping @MainActor (String) throws -> Image,
        loadPicture:
            @escaping @MainActor (String, @escaping @MainActor (Result<Image, ImageLoadError>) -> Void) -> Void,
        fileChooser: FileChooser? = nil,
        randomSeed: UInt64? = nil
    ) {
        self.fileChooser = fileChooser
        self.events = events
        self.preferences = preferences
        self.notifications = notifications
        self.state = state
        self.dataDirectory = dataDirectory
        self.resourceImage = resourceImage
        self.loadPicture = loadPicture
        self.randomSeed = randomSeed
    }
}
