import CSDL2
import Dispatch
import FoundationEssentials
import Kit

/// The SDL side of the app: one window, its renderer, the event-driven run loop and screenshots.
///
/// The loop sleeps in `SDL_WaitEventTimeout` until input, the window's next timer or work sent to the main queue
/// when nothing moves (an idle window costs ~0 % CPU), and renders one frame per display refresh while anything
/// animates. Each turn it handles events, runs the mailbox and the main dispatch queue (`DispatchQueue.main`,
/// `@MainActor` tasks), then ticks the window on the host's clock.
@MainActor
public final class AppHost {
    public let window: Kit.Window
    public let configuration: HostConfiguration
    /// Hands results from background threads to the main loop (and wakes it).
    public let mailbox = MainLoopMailbox()
    /// Called after each rendered frame (the automation tree is written here).
    public var onFrame: (@MainActor (_ frameNumber: Int, _ frameSeconds: Double) -> Void)?
    /// Called when a file is dropped on the window.
    public var onFileDrop: (@MainActor (String) -> Void)?
    /// Called when the window's size changes, with the new size in points.
    public var onResize: (@MainActor (Size) -> Void)?

    let sdlWindow: OpaquePointer
    let renderer: OpaquePointer
    let canvas: SDLCanvas
    let fonts: FontLibrary
    private let gamepads = GamepadConnections()
    private let hasVSync: Bool
    private let clock: HostClock
    private let mainQueue = MainQueueDrain()
    /// The `--replay` input still to play, if any.
    var replayPlayer: ReplayPlayer?
    private var isRunning = false
    private let shiftedSymbols = ShiftedSymbolKeys()
    private var heapTrim = IdleHeapTrim()
    /// What the app asked to start with the host's later services (`afterFirstFrames`).
    private var laterWork: [@MainActor () -> Void] = []

    public init(configuration: HostConfiguration) throws {
        self.configuration = configuration
        let clock = HostClock(isVirtual: configuration.headless)
        self.clock = clock
        QuitSignals.keepSDLAway()
        try Self.initializeSDL(headless: configuration.headless)
        let rendererChoice = Self.chooseRenderer(headless: configuration.headless)
        RasterDiskCache.shared.enable()
        let size = configuration.size ?? HostConfiguration.defaultSize
        sdlWindow = try Self.createWindow(configuration, size: size)
        (renderer, hasVSync) = try Self.createRenderer(for: sdlWindow, choice: rendererChoice)
        fonts = try FontLibrary(diskCache: RasterDiskCache.shared)
        canvas = SDLCanvas(renderer: renderer, scale: 1, fonts: fonts)
        fonts.onKeptTextInvalidated = { [canvas] in canvas.text.forgetRenderings() }
        window = Kit.Window(size: size) { clock.now }
        window.resize(to: pointSize)
        window.hostKeysHelp = Self.keys.helpRows
        try installTextServices()
        window.hasFocus = configuration.headless || SDL_GetWindowFlags(sdlWindow) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
        // SIGHUP, SIGINT and SIGTERM end the loop as Ctrl+Q does; the mailbox's event wakes it from its sleep.
        QuitSignals.install { [mailbox, weak self] number in
            mailbox.post { [weak self] in self?.quit(bySignal: number) }
        }
    }

    /// Seconds since the host started: real time, or virtual time (one refresh per frame) when headless. The
    /// window runs on this clock.
    public var now: Double { clock.now }

    /// The window's content size in points.
    public var pointSize: Size {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    /// Device pixels per point (render at pixel size, lay out in points).
    public var pixelScale: Double {
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        let points = pointSize
        return points.width > 0 ? Double(pixelWidth) / points.width : 1
    }

    /// The window's position on the desktop, in screen points (to remember across launches).
    public var position: Point {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(sdlWindow, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }

    public var isFullscreen: Bool {
        SDL_GetWindowFlags(sdlWindow) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
    }

    /// Runs until the window closes, Ctrl+Q, SIGHUP/SIGINT/SIGTERM, or the configured frame limit.
    public func run() throws {
        isRunning = true
        var frameNumber = 0
        while isRunning {
            waitForWork()
            pushDueReplayEvents()
            drainEvents()
            finishReplayIfDone()
            mailbox.drain()
            mainQueue.drain()
            guard isRunning else { break }
            window.tick()
            guard window.needsDisplay || configuration.headless else { continue }
            let frameStart = now
            frameNumber += 1
            renderFrame()
            let isLastFrame = configuration.frameLimit.map { frameNumber >= $0 } ?? false
            if isLastFrame, let path = configuration.screenshotPath { try saveScreenshot(to: path) }
            SDL_RenderPresent(renderer)
            heapTrim.noteFrame(at: now)
            if frameNumber == 1 { startDeferredServices() }
            onFrame?(frameNumber, now - frameStart)
            if frameNumber == 1 { startReplay() }
            if isLastFrame { break }
            advanceClock(frameStart: frameStart)
        }
    }

    /// What the first frame does not wait for: the thread that wakes the loop for main-queue work (see
    /// `MainQueueDrain.startWatching`), and, once the first frames are on screen, game controllers (SDL reports
    /// those already plugged in as they arrive, so a pad present at launch connects as one plugged in later does;
    /// not headless, so a pad lying on the desk cannot change a screenshot run) and SDL_ttf for text the caches do
    /// not hold yet (loaded in the background, then checked against the text the caches drew).
    private func startDeferredServices() {
        mainQueue.startWatching()
        DispatchQueue.main.asyncAfter(deadline: .now() + HostConfiguration.deferredServicesDelay) { [weak self] in
            MainActor.assumeIsolated { self?.startLaterServices() }
        }
    }

    /// Runs `work` with the host's later services, once the first frames are on screen
    /// (`HostConfiguration.deferredServicesDelay` after the first present): for what the app can start then, so
    /// the first frames neither wait for it nor share the processor with it.
    public func afterFirstFrames(_ work: @escaping @MainActor () -> Void) {
        laterWork.append(work)
    }

    private func startLaterServices() {
        if !configuration.headless { _ = GamepadConnections.initializeSubsystems() }
        let work = laterWork
        laterWork = []
        for start in work { start() }
        let mailbox = self.mailbox
        let fonts = self.fonts
        DetachedThread.start {
            _ = TrueTypeLibrary.shared
            mailbox.post { _ = fonts.loadedLibrary() }
        }
    }

    /// Stops the loop after the current iteration.
    public func requestQuit() { isRunning = false }

    /// What the user's request to quit (Ctrl+Q, the window's close button) does: nil stops the loop at once;
    /// otherwise the app is asked, and calls `requestQuit()` once it may quit (after its questions, its saves).
    public var onQuitRequest: (@MainActor () -> Void)?

    /// The signal that ended the loop (SIGHUP, SIGINT or SIGTERM), or nil. A signal cannot wait for answers, so
    /// it stops the loop at once; the app then keeps what it can without asking.
    public private(set) var quitSignal: Int32?

    private func quitByUser() {
        guard let onQuitRequest else { return requestQuit() }
        onQuitRequest()
    }

    private func quit(bySignal number: Int32) {
        quitSignal = quitSignal ?? number
        requestQuit()
    }

    /// Frees the renderer, window and SDL (textures before the renderer, as SDL requires).
    public func shutdown() {
        mainQueue.stop()
        canvas.releaseResources()
        gamepads.closeAll()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
        fonts.library?.quit()
        SDL_Quit()
    }

    private func renderFrame() {
        // A full-window clear costs as much as the opaque background the window paints right after it.
        canvas.beginFrame(scale: pixelScale, clearColor: window.paintsEveryPixel ? nil : Theme.Palette.background)
        window.render(in: canvas)
    }

    private func waitForWork() {
        guard !configuration.headless, !window.needsDisplay, !window.isAnimating else { return }
        var timeout = HostConfiguration.maximumIdleWaitMilliseconds
        if let deadline = [nextWakeDeadline, heapTrim.deadline].compactMap({ $0 }).min() {
            timeout = Int32(min(max((deadline - now) * 1000, 0).rounded(.up), Double(timeout)))
        }
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, timeout) == 1 {
            handle(event)
        } else if heapTrim.isDue(at: now) {
            PixelMemory.returnFreeHeapPages()
        }
    }

    private func drainEvents() {
        var event = SDL_Event()
        while isRunning, SDL_PollEvent(&event) == 1 { handle(event) }
    }

    private func handle(_ event: SDL_Event) {
        var event = event
        // Headless time is virtual: input (a replay) is stamped on that clock, so a run is the same every time.
        if configuration.headless { event.common.timestamp = UInt32((now * 1000).rounded()) }
        if let gamepad = gamepads.translate(event) {
            window.handle(gamepad)
            return
        }
        let symbols = Self.holdsShift(event) ? shiftedSymbols.current : [:]
        guard let translated = EventTranslator.translate(event, windowSize: window.size, shiftedSymbols: symbols)
        else { return }
        switch translated {
        case .quit:
            quitByUser()
        case .pointer(let pointer):
            window.handle(pointer)
        case .key(let key):
            switch Self.keys.action(for: key) {
            case .quit: quitByUser()
            case nil: window.handle(key)
            }
        case .keymapChanged:
            shiftedSymbols.layoutDidChange()
        case .keyUp(let key):
            window.handleKeyRelease(key)
        case .text(let text):
            window.handle(text)
        case .scroll(let scroll):
            window.handle(scroll)
        case .resized:
            window.resize(to: pointSize)
            window.setNeedsDisplay()  // the pixel size alone may have changed (a display of another scale)
            onResize?(pointSize)
        case .focus(let focused):
            window.hasFocus = focused
            window.setNeedsDisplay()  // a Wayland title bar drawn by libdecor shows focus with the next frame
        case .exposed:
            window.setNeedsDisplay()
        case .fileDropped(let path):
            onFileDrop?(path)
        }
    }

    /// Headless time steps one refresh per frame; a real window without vsync sleeps out the frame's budget.
    private func advanceClock(frameStart: Double) {
        if configuration.headless {
            clock.advanceVirtualFrame()
            return
        }
        guard !hasVSync else { return }
        let remaining = HostConfiguration.minimumFrameInterval - (now - frameStart)
        if remaining > 0.001 { SDL_Delay(UInt32(remaining * 1000)) }
    }
}
