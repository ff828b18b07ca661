import Kit
import Platform

/// What the command line asked for, already validated.
struct LaunchOptions: Equatable {
    var tab: String?
    var size: Size?
    var fullscreen: Bool
    var automationDirectory: String?
    var headless: Bool
    var frameLimit: Int?
    var screenshotPath: String?
    /// Input to play through SDL's event queue once the first frame is on screen (`--replay`).
    var replay: InputReplay?
}
