import DecimalText
import FoundationEssentials
import Kit

/// Publishes the window's accessibility tree on the AT-SPI accessibility bus, so a screen reader (Orca) reads the
/// app and assistive tools drive it. The main thread describes the views (`Kit.AccessibilityTree`) after frames,
/// at most every `minimumRefreshInterval` (at once when focus moved), and hands immutable snapshots and their
/// events to a bus thread; what the bus asks for comes back through the main-loop mailbox and is done here.
///
/// Off when `NO_AT_BRIDGE=1` or `KINETIC_ACCESSIBILITY=0`; `KINETIC_ACCESSIBILITY=1` exports even while
/// `org.a11y.Status` says assistive technologies are off. `KINETIC_ACCESSIBILITY_DEBUG=1` explains on stderr.
@MainActor
public final class AccessibilityBridge {
    /// Shortest time between two descriptions of the tree, in seconds: quick enough for speech to follow, and a
    /// game animating at 60 frames per second is described 10 times a second, not 60.
    static let minimumRefreshInterval = 0.1
    static let switchVariable = "KINETIC_ACCESSIBILITY"

    public let tree: AccessibilityTree
    private let host: AppHost
    private let publication: AccessibilityPublication
    private let thread: AccessibilityBusThread
    private let log: AccessibilityLog
    private var lastRefresh = -Double.infinity
    private weak var lastFocus: View?
    private var refreshTimer: TimerQueue.Token?
    private var published: AccessibilityPublication.State?
    /// False until the bus thread has joined the accessibility bus: before that (and forever without a bus) the
    /// main thread does no accessibility work at all.
    private var isConnected = false

    /// Nil when the environment turns accessibility off (after a debug line saying so).
    public init?(host: AppHost, version: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let log = AccessibilityLog(environment: environment)
        let setting = environment[Self.switchVariable] ?? ""
        if environment["NO_AT_BRIDGE"] == "1" || setting == "0" {
            log("turned off by the environment (NO_AT_BRIDGE=1 or \(Self.switchVariable)=0): nothing is exported")
            return nil
        }
        self.host = host
        self.log = log
        let name = host.configuration.title
        tree = AccessibilityTree(window: host.window, applicationName: name)
        publication = AccessibilityPublication(applicationName: name)
        let mailbox = host.mailbox
        let box = WeakBridge()
        thread = AccessibilityBusThread(
            configuration: .init(applicationName: name, version: version, isForced: setting == "1", log: log),
            publication: publication,
            onConnected: { mailbox.post { box.bridge?.busDidConnect() } },
            onRequest: { request in mailbox.post { box.bridge?.perform(request) } })
        box.bridge = self
    }

    /// Starts the bus thread, which looks for the accessibility bus in the background; the window is described
    /// once it has joined one.
    public func start() {
        thread.start()
    }

    /// Lets go of the bus (the app quits).
    public func stop() {
        thread.stop()
    }

    /// Call after each rendered frame: the tree is described again when due.
    public func windowDidRender() {
        guard isConnected else { return }
        let now = host.now
        if host.window.focusedView !== lastFocus || now - lastRefresh >= Self.minimumRefreshInterval {
            refresh()
        } else if refreshTimer == nil {
            refreshTimer = host.window.timers.schedule(at: lastRefresh + Self.minimumRefreshInterval) {
                [weak self] in
                self?.refreshTimer = nil
                self?.refresh()
            }
        }
    }

    private func refresh() {
        lastRefresh = host.now
        lastFocus = host.window.focusedView
        if let refreshTimer { host.window.timers.cancel(refreshTimer) }
        refreshTimer = nil
        let events = tree.refresh()
        let state = AccessibilityPublication.State(snapshot: tree.snapshot, windowOrigin: host.position)
        guard events.count > 0 || published?.snapshot != state.snapshot || published?.windowOrigin != state.windowOrigin
        else { return }
        published = state
        publication.publish(state.snapshot, windowOrigin: state.windowOrigin, events: events)
        thread.wake()
    }

    private func busDidConnect() {
        isConnected = true
        let started = ContinuousClock.now
        refresh()
        let elapsed = (ContinuousClock.now - started).components
        let milliseconds = Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
        log(
            "described \(tree.snapshot.nodes.count) elements in \(DecimalText.fixed(milliseconds, fractionDigits: 2)) ms"
        )
    }

    private func perform(_ request: AccessibilityRequest) {
        tree.perform(request)
        host.window.setNeedsDisplay()
    }
}

/// Lets the bus thread's request handler reach the bridge without keeping it alive.
@MainActor
private final class WeakBridge: Sendable {
    weak var bridge: AccessibilityBridge?
}
