import CSystemdBus
import Kit

/// Answers AT-SPI's method calls on every accessible object of the app (one sd-bus fallback handler under
/// `/org/a11y/atspi/accessible`), reading only the published snapshot. Lives on the accessibility bus thread;
/// requests that change the app (an action, a value, focus) are handed to `onRequest`, which posts them to the
/// main loop.
final class ATSPIObjectServer: @unchecked Sendable {
    let bus: OpaquePointer
    let uniqueName: String
    /// The app's version (`Application.Version`).
    let version: String
    let publication: AccessibilityPublication
    let onRequest: @Sendable (AccessibilityRequest) -> Void
    /// The registry's desktop, the application's parent, once `Socket.Embed` answered.
    var desktop = ATSPIReference.null
    /// The number the registry gave the application (`Application.Id`).
    var applicationID: Int32 = 0
    private var slot: OpaquePointer?
    private var cacheSlot: OpaquePointer?

    init(
        bus: OpaquePointer, uniqueName: String, version: String, publication: AccessibilityPublication,
        onRequest: @escaping @Sendable (AccessibilityRequest) -> Void
    ) {
        self.bus = bus
        self.uniqueName = uniqueName
        self.version = version
        self.publication = publication
        self.onRequest = onRequest
    }

    /// Starts answering calls under the accessible objects' path prefix; returns sd-bus's status.
    func register() -> Int32 {
        let handler: sd_bus_message_handler_t = { message, userdata, _ in
            guard let message, let userdata else { return 0 }
            return Unmanaged<ATSPIObjectServer>.fromOpaque(userdata).takeUnretainedValue().handle(message)
        }
        let status = sd_bus_add_fallback(
            bus, &slot, ATSPI.pathPrefix, handler, Unmanaged.passUnretained(self).toOpaque())
        guard status >= 0 else { return status }
        return sd_bus_add_object(bus, &cacheSlot, ATSPI.cachePath, Self.answerCache, nil)
    }

    /// `org.a11y.atspi.Cache.GetItems`: an empty list. Clients then ask each object itself, which the snapshot
    /// answers as fast as a cache would, and nothing has to be kept in step with it.
    private static let answerCache: sd_bus_message_handler_t = { message, _, _ in
        guard let message, sd_bus_message_is_method_call(message, ATSPI.Interface.cache, "GetItems") > 0 else {
            return 0
        }
        var reply: OpaquePointer?
        guard sd_bus_message_new_method_return(message, &reply) >= 0, let reply else { return 0 }
        defer { sd_bus_message_unref(reply) }
        var writer = DBusMessageWriter(reply)
        writer.open("a", "((so)(so)(so)iiassusau)")
        writer.close()
        return sd_bus_send(nil, reply, nil) >= 0 ? 1 : 0
    }

    func reference(to id: Int) -> ATSPIReference {
        ATSPIReference(busName: uniqueName, path: ATSPI.path(of: id))
    }

    /// One call: which object, which interface and method; 1 when answered, 0 to let sd-bus say "unknown method".
    private func handle(_ message: OpaquePointer) -> Int32 {
        guard sd_bus_message_is_method_call(message, nil, nil) > 0,
            let path = sd_bus_message_get_path(message).map({ String(cString: $0) }),
            let interface = sd_bus_message_get_interface(message).map({ String(cString: $0) }),
            let member = sd_bus_message_get_member(message).map({ String(cString: $0) })
        else { return 0 }
        let state = publication.current
        guard let id = ATSPI.id(fromPath: path), let node = state.snapshot[id] else {
            return replyError(
                message, name: "org.freedesktop.DBus.Error.UnknownObject", text: "No such object: \(path)")
        }
        let call = ATSPICall(message: message, node: node, snapshot: state.snapshot, windowOrigin: state.windowOrigin)
        let answered: Bool
        switch interface {
        case ATSPI.Interface.accessible: answered = accessibleMethod(member, call)
        case ATSPI.Interface.application: answered = applicationMethod(member, call)
        case ATSPI.Interface.component: answered = componentMethod(member, call)
        case ATSPI.Interface.action: answered = actionMethod(member, call)
        case ATSPI.Interface.selection: answered = selectionMethod(member, call)
        case ATSPI.Interface.text: answered = textMethod(member, call)
        case ATSPI.Interface.properties: answered = propertiesMethod(member, call)
        case ATSPI.Interface.introspectable: answered = introspect(member, call)
        default: answered = false
        }
        return answered ? 1 : 0
    }

    /// Sends a method return built by `build`; true once sent.
    @discardableResult
    func reply(_ call: ATSPICall, _ build: (inout DBusMessageWriter) -> Void) -> Bool {
        var reply: OpaquePointer?
        guard sd_bus_message_new_method_return(call.message, &reply) >= 0, let reply else { return false }
        defer { sd_bus_message_unref(reply) }
        var writer = DBusMessageWriter(reply)
        build(&writer)
        guard !writer.failed else {
            return replyError(call.message, name: "org.freedesktop.DBus.Error.Failed", text: "reply") > 0
        }
        return sd_bus_send(nil, reply, nil) >= 0
    }

    /// Sends a D-Bus error; returns 1 (answered).
    @discardableResult
    func replyError(_ message: OpaquePointer, name: String, text: String) -> Int32 {
        var error = sd_bus_error()
        _ = sd_bus_error_set(&error, name, text)
        _ = sd_bus_reply_method_error(message, &error)
        sd_bus_error_free(&error)
        return 1
    }

    /// The interfaces an element implements, as `GetInterfaces` lists them.
    func interfaces(of node: AccessibilityNode) -> [String] {
        var names = [ATSPI.Interface.accessible]
        if node.id == AccessibilitySnapshot.applicationID {
            names.append(ATSPI.Interface.application)
            return names
        }
        names.append(ATSPI.Interface.component)
        if !node.actions.isEmpty { names.append(ATSPI.Interface.action) }
        if node.value != nil { names.append(ATSPI.Interface.value) }
        if node.text != nil { names.append(ATSPI.Interface.text) }
        if node.role.selectsChildren { names.append(ATSPI.Interface.selection) }
        return names
    }

    private func introspect(_ member: String, _ call: ATSPICall) -> Bool {
        guard member == "Introspect" else { return false }
        let body = interfaces(of: call.node).map { "  <interface name=\"\($0)\"/>\n" }.joined()
        return reply(call) { $0.string("<node>\n\(body)</node>\n") }
    }
}

/// One method call being answered: the message and the element it names, in the snapshot it was read from.
struct ATSPICall {
    let message: OpaquePointer
    let node: AccessibilityNode
    let snapshot: AccessibilitySnapshot
    let windowOrigin: Point

    var arguments: DBusMessageReader { DBusMessageReader(message) }
}
