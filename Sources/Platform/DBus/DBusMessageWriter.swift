import CSystemdBus

/// Appends D-Bus values to an sd-bus message one at a time (sd-bus's convenient `append` is variadic, which
/// Swift cannot call). The first failure is kept in `status`; later appends are skipped.
struct DBusMessageWriter {
    let message: OpaquePointer
    private(set) var status: Int32 = 0

    init(_ message: OpaquePointer) {
        self.message = message
    }

    var failed: Bool { status < 0 }

    mutating func string(_ value: String) {
        run { message in value.withCString { sd_bus_message_append_basic(message, CChar(UInt8(ascii: "s")), $0) } }
    }

    mutating func objectPath(_ value: String) {
        run { message in value.withCString { sd_bus_message_append_basic(message, CChar(UInt8(ascii: "o")), $0) } }
    }

    mutating func int32(_ value: Int32) {
        var copy = value
        run { sd_bus_message_append_basic($0, CChar(UInt8(ascii: "i")), &copy) }
    }

    mutating func uint32(_ value: UInt32) {
        var copy = value
        run { sd_bus_message_append_basic($0, CChar(UInt8(ascii: "u")), &copy) }
    }

    mutating func int16(_ value: Int16) {
        var copy = value
        run { sd_bus_message_append_basic($0, CChar(UInt8(ascii: "n")), &copy) }
    }

    /// D-Bus booleans travel as 32-bit integers.
    mutating func bool(_ value: Bool) {
        var copy: Int32 = value ? 1 : 0
        run { sd_bus_message_append_basic($0, CChar(UInt8(ascii: "b")), &copy) }
    }

    mutating func double(_ value: Double) {
        var copy = value
        run { sd_bus_message_append_basic($0, CChar(UInt8(ascii: "d")), &copy) }
    }

    /// Opens an array (`a`), struct (`r`), dict entry (`e`) or variant (`v`) holding `contents`.
    mutating func open(_ type: Character, _ contents: String) {
        let code = CChar(UInt8(ascii: type.unicodeScalars.first!))
        run { message in contents.withCString { sd_bus_message_open_container(message, code, $0) } }
    }

    mutating func close() {
        run { sd_bus_message_close_container($0) }
    }

    /// `(so)`: an accessible object as AT-SPI names it, its connection's bus name and its path.
    mutating func reference(_ reference: ATSPIReference) {
        open("r", "so")
        string(reference.busName)
        objectPath(reference.path)
        close()
    }

    /// A variant holding one string.
    mutating func variant(string value: String) {
        open("v", "s")
        string(value)
        close()
    }

    private mutating func run(_ append: (OpaquePointer) -> Int32) {
        guard status >= 0 else { return }
        let result = append(message)
        if result < 0 { status = result }
    }
}

/// Reads D-Bus values off an sd-bus message in order; nil when the next value is of another type.
struct DBusMessageReader {
    let message: OpaquePointer

    init(_ message: OpaquePointer) {
        self.message = message
    }

    func string() -> String? {
        var pointer: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(message, CChar(UInt8(ascii: "s")), &pointer) > 0, let pointer else {
            return nil
        }
        return String(cString: pointer)
    }

    func int32() -> Int32? {
        var value: Int32 = 0
        return sd_bus_message_read_basic(message, CChar(UInt8(ascii: "i")), &value) > 0 ? value : nil
    }

    func uint32() -> UInt32? {
        var value: UInt32 = 0
        return sd_bus_message_read_basic(message, CChar(UInt8(ascii: "u")), &value) > 0 ? value : nil
    }

    func bool() -> Bool? {
        var value: Int32 = 0
        return sd_bus_message_read_basic(message, CChar(UInt8(ascii: "b")), &value) > 0 ? value != 0 : nil
    }

    func double() -> Double? {
        var value: Double = 0
        return sd_bus_message_read_basic(message, CChar(UInt8(ascii: "d")), &value) > 0 ? value : nil
    }

    /// A variant's number, whatever numeric type it holds (a client may send an int where a double is meant).
    func variantNumber() -> Double? {
        for (code, read) in [
            ("d", { double() }), ("i", { int32().map(Double.init) }), ("u", { uint32().map(Double.init) }),
        ] {
            let entered = code.withCString { sd_bus_message_enter_container(message, CChar(UInt8(ascii: "v")), $0) }
            guard entered > 0 else { continue }
            let value = read()
            sd_bus_message_exit_container(message)
            return value
        }
        return nil
    }

    /// A variant's boolean.
    func variantBool() -> Bool? {
        guard "b".withCString({ sd_bus_message_enter_container(message, CChar(UInt8(ascii: "v")), $0) }) > 0 else {
            return nil
        }
        defer { sd_bus_message_exit_container(message) }
        return bool()
    }

    /// A `(so)` reference.
    func reference() -> ATSPIReference? {
        guard "so".withCString({ sd_bus_message_enter_container(message, CChar(UInt8(ascii: "r")), $0) }) > 0 else {
            return nil
        }
        defer { sd_bus_message_exit_container(message) }
        guard let name = string() else { return nil }
        var pointer: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(message, CChar(UInt8(ascii: "o")), &pointer) > 0, let pointer else {
            return nil
        }
        return ATSPIReference(busName: name, path: String(cString: pointer))
    }
}

/// An accessible object on the AT-SPI bus: the bus name of the connection that serves it and its object path.
struct ATSPIReference: Hashable, Sendable {
    let busName: String
    let path: String

    /// AT-SPI's "no object" (a root's parent before the registry answered, a child index out of range).
    static let null = ATSPIReference(busName: "", path: "/org/a11y/atspi/null")
}
