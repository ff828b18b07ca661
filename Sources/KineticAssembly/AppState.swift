import FoundationEssentials
import Kit
import Preferences

/// What the app remembers between launches about itself: window size and position, the last tab.
public struct AppState: Equatable {
    public var windowWidth: Double?
    public var windowHeight: Double?
    public var windowX: Double?
    public var windowY: Double?
    public var lastTab: String?
    /// Pictures the user dropped on the Crossfade scene, by slot (nil: the built-in artwork).
    public var crossfadeImagePaths: [String?]?
    /// Keys a newer version wrote that this one does not read, written back untouched.
    var unknownEntries: [String: PropertyListValue] = [:]

    public static let fileName = "state.plist"
    /// What the file holds, as a failed save names it to the user.
    public static let subject = "Window State"
    /// How an empty slot of `crossfadeImagePaths` is written (as Foundation's property-list encoder did).
    static let emptySlot = "$null"

    public var windowSize: Size? {
        guard let windowWidth, let windowHeight else { return nil }
        return Size(width: windowWidth, height: windowHeight)
    }

    public var windowPosition: Point? {
        guard let windowX, let windowY else { return nil }
        return Point(x: windowX, y: windowY)
    }
}
