import CSystemdBus
import FoundationEssentials
import Kit

/// The accessibility bridge's own thread: finds and joins the accessibility bus, registers the application with
/// the AT-SPI registry (`Socket.Embed`), answers method calls from the published snapshot and sends the queued
/// events. The main loop never waits for it: it only publishes and wakes it.
final class AccessibilityBusThread: @unchecked Sendable {
    /// The longest the registry may take to answer `Embed`, in seconds.
    static let embedTimeout = 5.0

    struct Configuration: Sendable {
        let applicationName: String
        let version: String
        let isForced: Bool
        let log: AccessibilityLog
    }

    private let configuration: Configuration
    private let publication: AccessibilityPublication
    private let onRequest: @Sendable (AccessibilityRequest) -> Void
    private let onConnected: @Sendable () -> Void
    private let wakeFD: Int32
    private let stopLock = ThreadLock()
    private var stopRequested = false
    /// Kept alive for the callbacks that point at it (bus thread only).
    private var server: ATSPIObjectServer?

    init(
        configuration: Configuration, publication: AccessibilityPublication,
        onConnected: @escaping @Sendable () -> Void, onRequest: @escaping @Sendable (AccessibilityRequest) -> Void
    ) {
        self.configuration = configuration
        self.publication = publication
        self.onConnected = onConnected
        self.onRequest = onRequest
        wakeFD = kinetic_wake_fd_create()
    }

    func start() {
        guard wakeFD >= 0 else {
            configuration.log("cannot make a wake-up descriptor (\(DBusCall.errnoText(wakeFD))): nothing is exported")
            return
        }
        DetachedThread.start(name: "kinetic.accessibility") { [self] in run() }
    }

    /// Tells the thread there is something new to send (any thread).
    func wake() {
        if wakeFD >= 0 { kinetic_wake_fd_signal(wakeFD) }
    }

    /// Asks the thread to finish (the app quits); it lets go of the bus at its next wake-up.
    func stop() {
        stopLock.lock()
        stopRequested = true
        stopLock.unlock()
        wake()
    }

    private var shouldStop: Bool {
        stopLock.lock()
        defer { stopLock.unlock() }
        return stopRequested
    }

    private func run() {
        let discovery = AccessibilityBusDiscovery(
            log: configuration.log, isForced: configuration.isForced, wakeFD: wakeFD,
            shouldStop: { [self] in shouldStop })
        guard let address = discovery.address(), let bus = connect(to: address) else { return }
        defer { sd_bus_flush_close_unref(bus) }
        var name: UnsafePointer<CChar>?
        guard sd_bus_get_unique_name(bus, &name) >= 0, let name else { return }
        let server = ATSPIObjectServer(
            bus: bus, uniqueName: String(cString: name), version: configuration.version, publication: publication,
            onRequest: onRequest)
        self.server = server
        guard server.register() >= 0, embed(server) else {
            configuration.log("could not export the accessible objects: nothing is exported")
            return
        }
        onConnected()
        serve(server)
    }

    /// A private connection to the accessibility bus (it is a message bus: say hello, get a unique name).
    private func connect(to address: String) -> OpaquePointer? {
        var bus: OpaquePointer?
        guard sd_bus_new(&bus) >= 0, let bus else { return nil }
        let status = address.withCString { sd_bus_set_address(bus, $0) }
        guard status >= 0, sd_bus_set_bus_client(bus, 1) >= 0, sd_bus_start(bus) >= 0 else {
            configuration.log("cannot connect to the accessibility bus at \(address): nothing is exported")
            sd_bus_unref(bus)
            return nil
        }
        return bus
    }

    /// Asks the registry to take the application in as a child of the desktop; the answer (the desktop's
    /// reference) arrives while serving.
    private func embed(_ server: ATSPIObjectServer) -> Bool {
        var message: OpaquePointer?
        guard
            sd_bus_message_new_method_call(
                server.bus, &message, ATSPI.registryName, ATSPI.rootPath, ATSPI.Interface.socket, "Embed") >= 0,
            let message
        else { return false }
        defer { sd_bus_message_unref(message) }
        var writer = DBusMessageWriter(message)
        writer.reference(server.reference(to: AccessibilitySnapshot.applicationID))
        guard !writer.failed else { return false }
        let handler: sd_bus_message_handler_t = { reply, userdata, _ in
            guard let reply, let userdata else { return 0 }
            let thread = Unmanaged<AccessibilityBusThread>.fromOpaque(userdata).takeUnretainedValue()
            thread.embedDidAnswer(reply)
            return 1
        }
        return sd_bus_call_async(
            server.bus, nil, message, handler, Unmanaged.passUnretained(self).toOpaque(),
            UInt64(Self.embedTimeout * 1_000_000)) >= 0
    }

    private func embedDidAnswer(_ reply: OpaquePointer) {
        if let error = sd_bus_message_get_error(reply), let name = error.pointee.name {
            configuration.log("the registry refused the application (\(String(cString: name)))")
            return
        }
        guard let desktop = DBusMessageReader(reply).reference() else { return }
        server?.desktop = desktop
        configuration.log("registered with the accessibility registry as \(server?.uniqueName ?? "?")")
    }

    /// Answers calls and sends events until the app quits or the bus goes away.
    private func serve(_ server: ATSPIObjectServer) {
        while !shouldStop {
            var processed: Int32
            repeat { processed = sd_bus_process(server.bus, nil) } while processed > 0
            guard processed >= 0 else {
                configuration.log("the accessibility bus went away (\(DBusCall.errnoText(processed)))")
                return
            }
            let events = publication.takeEvents()
            if !events.isEmpty {
                let snapshot = publication.current.snapshot
                for event in events { server.emit(event, in: snapshot) }
            }
            guard kinetic_bus_wait_or_wake(server.bus, wakeFD, UInt64.max) >= 0 else { return }
        }
    }
}
