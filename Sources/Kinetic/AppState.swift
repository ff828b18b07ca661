import Foundation
import Kit

/// What the app remembers between launches about itself: window size and position, the last tab.
struct AppState: Codable, Equatable {
    var windowWidth: Double?
    var windowHeight: Double?
    var windowX: Double?
    var windowY: Double?
    var lastTab: String?
    /// Pictures the user dropped on the Crossfade scene, by slot (nil: the built-in artwork).
    var crossfadeImagePaths: [String?]?

    static let fileName = "state.plist"
    /// What the file holds, as a failed save names it to the user.
    static let subject = "Window State"
    /// How an empty slot of `crossfadeImagePaths` is written (as Foundation's property-list encoder did).
    static let emptySlot = "$null"

    var windowSize: Size? {
        guard let windowWidth, let windowHeight else { return nil }
        return Size(width: windowWidth, height: windowHeight)
    }

    var windowPosition: Point? {
        guard let windowX, let windowY else { return nil }
        return Point(x: windowX, y: windowY)
    }
}
