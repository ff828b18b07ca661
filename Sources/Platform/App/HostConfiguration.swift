import Kit

/// How the platform opens its window.
public struct HostConfiguration: Sendable {
    public var title = "Kinetic"
    /// Content size in points; nil for the default.
    public var size: Size?
    /// Top-left on the desktop, in screen points; nil to centre the window.
    public var position: Point?
    /// Whether `size` was remembered from an earlier launch rather than asked for: it is then shrunk to fit the
    /// usable area of the display (displays change between launches). `position` is always moved onto one.
    public var fitsSizeToDisplay = false
    public var fullscreen = false
    /// No display at all: SDL's offscreen driver and the software renderer, on a virtual clock.
    public var headless = false
    /// Stop after this many rendered frames (nil: run until quit).
    public var frameLimit: Int?
    /// Write the last rendered frame here as PNG before exiting.
    public var screenshotPath: String?

    public init() {}

    /// The window opens at this size when nothing was remembered, in points.
    static let defaultSize = Size(width: 1024, height: 720)
    /// Smallest window the layouts are designed for, in points.
    static let minimumSize = Size(width: 640, height: 480)
    /// Headless time advances by one display refresh per frame, in seconds, so output is deterministic.
    static let headlessFrameDuration = 1.0 / 60
    /// Frame pacing when the renderer has no vsync: at most one frame per this many seconds.
    static let minimumFrameInterval = 1.0 / 60
    /// Longest sleep while idle, in milliseconds; a bound so a missed wake-up cannot stall the app.
    static let maximumIdleWaitMilliseconds: Int32 = 1000
    /// Seconds after the first present that game controllers start, SDL_ttf loads and the app's own later work
    /// runs (`AppHost.afterFirstFrames`: the sound device opens): the first frames, and the resident memory a
    /// launch shows with them, carry none of these.
    static let deferredServicesDelay = 0.5
}
