import CSystemdBus
import FoundationEssentials
import StandardStreams

/// Finds the accessibility bus through the session bus, as every AT-SPI toolkit does: `org.a11y.Bus.GetAddress`
/// on `/org/a11y/bus`, once `org.a11y.Status` says assistive technologies are wanted (`IsEnabled`, or
/// `ScreenReaderEnabled`, which a screen reader sets when it starts). Runs on the accessibility bus thread.
struct AccessibilityBusDiscovery {
    /// The longest a call on the session bus may take, in seconds (starting the bus launcher takes a moment).
    static let callTimeout = 5.0
    static let launcherName = "org.a11y.Bus"
    static let launcherPath = "/org/a11y/bus"
    static let statusInterface = "org.a11y.Status"

    let log: AccessibilityLog
    /// Skips the `org.a11y.Status` check (`KINETIC_ACCESSIBILITY=1`).
    let isForced: Bool
    /// Signalled to give up waiting (the app quits).
    let wakeFD: Int32
    let shouldStop: @Sendable () -> Bool

    /// The accessibility bus's address, waiting for assistive technologies to be turned on if they are off; nil
    /// when there is no session bus or no accessibility bus (after one debug line saying why).
    func address() -> String? {
        var session: OpaquePointer?
        let status = sd_bus_open_user(&session)
        guard status >= 0, let session else {
            log("no session bus (\(DBusCall.errnoText(status))): nothing is exported")
            return nil
        }
        defer { sd_bus_flush_close_unref(session) }
        if !isForced {
            switch isEnabled(session) {
            case .failure(let failure):
                log("no accessibility bus (\(failure)): nothing is exported")
                return nil
            case .success(false):
                log("assistive technologies are off (org.a11y.Status): waiting for a screen reader to turn them on")
                guard waitUntilEnabled(session) else { return nil }
            case .success(true):
                break
            }
        }
        let result = DBusCall.call(
            session, destination: Self.launcherName, path: Self.launcherPath, interface: "org.a11y.Bus",
            member: "GetAddress", timeoutSeconds: Self.callTimeout
        ) { $0.string() }
        switch result {
        case .success(let address) where !address.isEmpty:
            return address
        case .success:
            log("no accessibility bus (empty address): nothing is exported")
        case .failure(let failure):
            log("no accessibility bus (\(failure)): nothing is exported")
        }
        return nil
    }

    /// `IsEnabled || ScreenReaderEnabled`.
    private func isEnabled(_ session: OpaquePointer) -> Result<Bool, DBusCall.Failure> {
        var enabled = false
        for property in ["IsEnabled", "ScreenReaderEnabled"] {
            let result = DBusCall.call(
                session, destination: Self.launcherName, path: Self.launcherPath,
                interface: "org.freedesktop.DBus.Properties", member: "Get", timeoutSeconds: Self.callTimeout,
                arguments: {
                    $0.string(Self.statusInterface)
                    $0.string(property)
                }
            ) { $0.variantBool() }
            switch result {
            case .success(let value): enabled = enabled || value
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(enabled)
    }

    /// Sleeps on the session bus until `org.a11y.Status` changes to enabled; false when told to stop first.
    private func waitUntilEnabled(_ session: OpaquePointer) -> Bool {
        let changed = ChangeFlag()
        var slot: OpaquePointer?
        let handler: sd_bus_message_handler_t = { _, userdata, _ in
            userdata.map { Unmanaged<ChangeFlag>.fromOpaque($0).takeUnretainedValue().isSet = true }
            return 0
        }
        guard
            sd_bus_match_signal(
                session, &slot, Self.launcherName, Self.launcherPath, "org.freedesktop.DBus.Properties",
                "PropertiesChanged", handler, Unmanaged.passUnretained(changed).toOpaque()) >= 0
        else { return false }
        defer { sd_bus_slot_unref(slot) }
        while !shouldStop() {
            var processed: Int32
            repeat { processed = sd_bus_process(session, nil) } while processed > 0
            guard processed >= 0 else { return false }
            if changed.isSet {
                changed.isSet = false
                if case .success(true) = isEnabled(session) { return true }
            }
            guard kinetic_bus_wait_or_wake(session, wakeFD, UInt64.max) >= 0 else { return false }
        }
        return false
    }
}

/// Set by the `PropertiesChanged` handler, read by the loop that runs it (one thread).
private final class ChangeFlag {
    var isSet = false
}

/// Debug lines about the accessibility bridge on stderr, only when `KINETIC_ACCESSIBILITY_DEBUG` is set.
struct AccessibilityLog: Sendable {
    static let variable = "KINETIC_ACCESSIBILITY_DEBUG"
    let isEnabled: Bool

    init(environment: [String: String]) {
        isEnabled = !(environment[Self.variable] ?? "").isEmpty
    }

    func callAsFunction(_ line: String) {
        guard isEnabled else { return }
        StandardError.write("kinetic: accessibility: \(line)\n")
    }
}
