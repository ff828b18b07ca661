import CSystemdBus
import Kit

/// The FileChooser portal's argument and answer shapes on sd-bus messages.
extension DBusMessageWriter {
    /// `OpenFile`'s options (`a{sv}`): the handle token, the accept button's label, a modal single-file dialog, and
    /// the type filters (`a(sa(us))`), the first of them chosen at the start (`current_filter`).
    mutating func openFileOptions(token: String, request: FileChooserRequest) {
        open("a", "{sv}")
        entry("handle_token") { $0.variant(string: token) }
        entry("accept_label") { $0.variant(string: request.acceptLabel) }
        entry("modal") { writer in
            writer.open("v", "b")
            writer.bool(true)
            writer.close()
        }
        entry("multiple") { writer in
            writer.open("v", "b")
            writer.bool(false)
            writer.close()
        }
        if !request.filters.isEmpty {
            entry("filters") { writer in
                writer.open("v", "a(sa(us))")
                writer.open("a", "(sa(us))")
                for filter in request.filters { writer.fileFilter(filter) }
                writer.close()
                writer.close()
            }
            entry("current_filter") { writer in
                writer.open("v", "(sa(us))")
                writer.fileFilter(request.filters[0])
                writer.close()
            }
        }
        close()
    }

    /// One `{sv}` entry: the key, then whatever `value` writes (a variant).
    private mutating func entry(_ key: String, _ value: (inout DBusMessageWriter) -> Void) {
        open("e", "sv")
        string(key)
        value(&self)
        close()
    }

    /// `(sa(us))`: the filter's name, then each pattern (kind 0, a glob) and MIME type (kind 1).
    private mutating func fileFilter(_ filter: FileTypeFilter) {
        open("r", "sa(us)")
        string(filter.name)
        open("a", "(us)")
        for (kind, value) in filter.patterns.map({ (UInt32(0), $0) }) + filter.mimeTypes.map({ (UInt32(1), $0) }) {
            open("r", "us")
            uint32(kind)
            string(value)
            close()
        }
        close()
        close()
    }
}

extension DBusMessageReader {
    /// An object path (`o`), such as the request handle `OpenFile` answers.
    func objectPath() -> String? {
        var pointer: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(message, CChar(UInt8(ascii: "o")), &pointer) > 0, let pointer else {
            return nil
        }
        return String(cString: pointer)
    }

    /// The `Request.Response` signal's arguments: the response code (0 chosen, 1 cancelled, 2 ended otherwise)
    /// and the `uris` of its results (`a{sv}`, other keys skipped); nil when the signal is not of that shape.
    func portalResponse() -> (code: UInt32, uris: [String])? {
        guard let code = uint32() else { return nil }
        guard enter("a", "{sv}") else { return nil }
        var uris: [String] = []
        while enter("e", "sv") {
            if string() == "uris", enter("v", "as") {
                uris = stringArray()
                sd_bus_message_exit_container(message)
            } else {
                sd_bus_message_skip(message, "v")
            }
            sd_bus_message_exit_container(message)
        }
        sd_bus_message_exit_container(message)
        return (code, uris)
    }

    /// Enters a container of `type` holding `contents`; false when the next value is not one.
    private func enter(_ type: Character, _ contents: String) -> Bool {
        let code = CChar(UInt8(ascii: type.unicodeScalars.first!))
        return contents.withCString { sd_bus_message_enter_container(message, code, $0) } > 0
    }

    /// An array of strings (`as`).
    private func stringArray() -> [String] {
        guard enter("a", "s") else { return [] }
        defer { sd_bus_message_exit_container(message) }
        var strings: [String] = []
        while let next = string() { strings.append(next) }
        return strings
    }
}
