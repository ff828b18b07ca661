import Foundation
import Kit
import Preferences

/// What a scene factory may draw on: the app's shared parts, and how to reach images, as closures so the
/// composition can be built without a display.
@MainActor
struct SceneContext {
    let events: EventLog
    let preferences: PreferencesStore
    let notifications: NotificationScheduler
    let state: AppStateStore
    /// Where data that is not configuration lives (saved animations, the best score).
    let dataDirectory: URL
    /// A bundled resource's image, by resource path ("images/snowman.svg").
    let resourceImage: @MainActor (String) throws -> Image
    /// Loads a user's picture off the main thread; the completion runs on the main loop.
    let loadPicture: @MainActor (String, @escaping @MainActor (Result<Image, ImageLoadError>) -> Void) -> Void
}
