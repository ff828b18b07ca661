import CSystemdBus

/// A blocking method call on an sd-bus connection with a time-out, for the accessibility bus thread (never the
/// main loop). The reply is handed to `read` and freed afterwards.
enum DBusCall {
    /// Why a call failed: the D-Bus error name when the bus answered one (`…ServiceUnknown`), else the errno text.
    struct Failure: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    static func call<Result>(
        _ bus: OpaquePointer, destination: String, path: String, interface: String, member: String,
        timeoutSeconds: Double, arguments: (inout DBusMessageWriter) -> Void = { _ in },
        read: (DBusMessageReader) -> Result?
    ) -> Swift.Result<Result, Failure> {
        var message: OpaquePointer?
        var status = sd_bus_message_new_method_call(bus, &message, destination, path, interface, member)
        guard status >= 0, let message else { return .failure(Failure(reason: errnoText(status))) }
        defer { sd_bus_message_unref(message) }
        var writer = DBusMessageWriter(message)
        arguments(&writer)
        guard !writer.failed else { return .failure(Failure(reason: errnoText(writer.status))) }
        var error = sd_bus_error()
        defer { sd_bus_error_free(&error) }
        var reply: OpaquePointer?
        status = sd_bus_call(bus, message, UInt64(timeoutSeconds * 1_000_000), &error, &reply)
        guard status >= 0, let reply else {
            let name = error.name.map { String(cString: $0) } ?? errnoText(status)
            return .failure(Failure(reason: name))
        }
        defer { sd_bus_message_unref(reply) }
        guard let value = read(DBusMessageReader(reply)) else {
            return .failure(Failure(reason: "unexpected reply to \(interface).\(member)"))
        }
        return .success(value)
    }

    static func errnoText(_ status: Int32) -> String {
        String(cString: strerror(-status))
    }
}
