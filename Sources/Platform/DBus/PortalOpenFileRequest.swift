import CSystemdBus
import FoundationEssentials
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// One `org.freedesktop.portal.FileChooser.OpenFile` request, run on a thread of its own from the call to the
/// answer (the dialog may stay open for minutes): its own session-bus connection listens for the
/// `Request.Response` signal on the handle the portal will use before making the call, as the portal asks, so
/// the answer cannot slip past; then it sleeps on the bus until the answer comes or `stop()` wakes it (a newer
/// request, the app quitting), which closes the dialog through `Request.Close`.
final class PortalOpenFileRequest: @unchecked Sendable {
    /// The longest the `OpenFile` call may take before the portal counts as missing, in seconds: enough for the
    /// bus to start xdg-desktop-portal on demand, short enough that a stalled one is told within a few seconds.
    static let callTimeout = 5.0
    /// The longest closing an abandoned dialog may take, in seconds (nothing waits for it but this thread).
    static let closeTimeout = 1.0
    /// `OpenFile`'s `parent_window`: none (an X11 or Wayland handle would tie the dialog to our window).
    static let parentWindow = ""

    private let request: FileChooserRequest
    private let lock = ThreadLock()
    private var wakeFD: Int32
    private var isStopped = false

    init(request: FileChooserRequest) {
        self.request = request
        wakeFD = kinetic_wake_fd_create()
    }

    /// Ends the wait (from any thread): the dialog is closed and the request ends as cancelled.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        isStopped = true
        if wakeFD >= 0 { kinetic_wake_fd_signal(wakeFD) }
    }

    private var stopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isStopped
    }

    /// Runs the request to its end (blocking this thread) and releases what it holds.
    func run() -> FileChooserOutcome {
        defer { closeWakeFD() }
        guard wakeFD >= 0 else {
            return .failed(PortalFailure.classify("cannot wait for the portal: \(DBusCall.errnoText(wakeFD))"))
        }
        var connection: OpaquePointer?
        let status = sd_bus_open_user(&connection)
        guard status >= 0, let bus = connection else {
            return .failed(PortalFailure.noSessionBus(DBusCall.errnoText(status)))
        }
        defer { sd_bus_flush_close_unref(bus) }
        return ask(on: bus)
    }

    private func ask(on bus: OpaquePointer) -> FileChooserOutcome {
        var sender: UnsafePointer<CChar>?
        guard sd_bus_get_unique_name(bus, &sender) >= 0, let sender else {
            return .failed(PortalFailure.noSessionBus("no unique name"))
        }
        let token = PortalNames.newToken()
        let answer = ResponseBox()
        var subscriptions = Subscriptions()
        defer { subscriptions.cancel() }
        let expected = PortalNames.requestPath(sender: String(cString: sender), token: token)
        guard subscriptions.listen(on: bus, path: expected, into: answer) else {
            return .failed(PortalFailure.classify("cannot listen for the portal's answer"))
        }
        let call = DBusCall.call(
            bus, destination: PortalNames.service, path: PortalNames.objectPath,
            interface: PortalNames.fileChooserInterface, member: "OpenFile", timeoutSeconds: Self.callTimeout,
            arguments: { [request] writer in
                writer.string(Self.parentWindow)
                writer.string(request.title)
                writer.openFileOptions(token: token, request: request)
            }
        ) { $0.objectPath() }
        let handle: String
        switch call {
        case .failure(let failure):
            return stopped ? .cancelled : .failed(PortalFailure.classify(failure.reason))
        case .success(let returned): handle = returned
        }
        // A portal older than 0.9 picks its own handle: listen there too.
        if handle != expected, !subscriptions.listen(on: bus, path: handle, into: answer) {
            return .failed(PortalFailure.classify("cannot listen for the portal's answer"))
        }
        return wait(on: bus, handle: handle, for: answer)
    }

    private func wait(on bus: OpaquePointer, handle: String, for answer: ResponseBox) -> FileChooserOutcome {
        while true {
            var processed: Int32
            repeat { processed = sd_bus_process(bus, nil) } while processed > 0
            if let response = answer.response { return Self.outcome(of: response) }
            guard processed >= 0 else {
                return .failed(PortalFailure.classify("lost the session bus: \(DBusCall.errnoText(processed))"))
            }
            if stopped {
                close(handle, on: bus)
                return .cancelled
            }
            let woke = kinetic_bus_wait_or_wake(bus, wakeFD, UInt64.max)
            guard woke >= 0 else {
                return .failed(PortalFailure.classify("lost the session bus: \(DBusCall.errnoText(woke))"))
            }
        }
    }

    /// Closes the dialog the request opened; nothing is told if it was already gone.
    private func close(_ handle: String, on bus: OpaquePointer) {
        _ = DBusCall.call(
            bus, destination: PortalNames.service, path: handle, interface: PortalNames.requestInterface,
            member: "Close", timeoutSeconds: Self.closeTimeout
        ) { _ in () }
    }

    static func outcome(of response: (code: UInt32, uris: [String])) -> FileChooserOutcome {
        switch response.code {
        case 0:
            guard let uri = response.uris.first else {
                return .failed(
                    FileChooserFailure(
                        isUnavailable: false, summary: "The file chooser gave back no file", reason: "no uris"))
            }
            guard let path = PortalNames.path(fromFileURI: uri) else {
                return .failed(
                    FileChooserFailure(
                        isUnavailable: false, summary: "The chosen file is not a local file", reason: uri))
            }
            return .chosen(path: path)
        case 1:
            return .cancelled
        default:
            return .failed(
                FileChooserFailure(
                    isUnavailable: false, summary: "The file chooser closed without a file",
                    reason: "response \(response.code)"))
        }
    }

    private func closeWakeFD() {
        lock.lock()
        defer { lock.unlock() }
        if wakeFD >= 0 { Glibc.close(wakeFD) }
        wakeFD = -1
    }
}

/// The `Response` signal's arguments, set by the signal handler on the request's own thread.
private final class ResponseBox {
    var response: (code: UInt32, uris: [String])?
}

/// The signal matches a request holds, released together.
private struct Subscriptions {
    private var slots: [OpaquePointer] = []

    /// Listens for `Request.Response` on `path`, into `box` (held unretained: it outlives the subscription).
    mutating func listen(on bus: OpaquePointer, path: String, into box: ResponseBox) -> Bool {
        var slot: OpaquePointer?
        let handler: sd_bus_message_handler_t = { message, userdata, _ in
            guard let message, let userdata else { return 0 }
            let box = Unmanaged<ResponseBox>.fromOpaque(userdata).takeUnretainedValue()
            if box.response == nil { box.response = DBusMessageReader(message).portalResponse() }
            return 0
        }
        let status = sd_bus_match_signal(
            bus, &slot, nil, path, PortalNames.requestInterface, "Response", handler,
            Unmanaged.passUnretained(box).toOpaque())
        guard status >= 0, let slot else { return false }
        slots.append(slot)
        return true
    }

    mutating func cancel() {
        for slot in slots { sd_bus_slot_unref(slot) }
        slots = []
    }
}
