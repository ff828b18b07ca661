import Crossfade
import Kit
import Platform

/// Builds the tabs from the scenes that exist, loading what each needs from the resources.
@MainActor
struct AppComposition {
    /// Every tab's lowercase name, in tab-bar order (`--tab` accepts these).
    nonisolated static let sceneNames = ["crossfade"]

    let scenes: [Scene]

    init(resources: ResourceLocator, events: EventLog, notifications: NotificationScheduler) throws {
        func image(_ name: String) throws -> Image {
            try ImageLoader.image(at: resources.path(for: name))
        }
        let crossfade = CrossfadeScene(
            first: try image("images/tower-dusk.svg"), second: try image("images/monogram.svg"),
            tabIcon: try image("icons/crossfade.svg"), events: events)
        crossfade.notificationScheduler = notifications
        scenes = [crossfade]
    }
}
