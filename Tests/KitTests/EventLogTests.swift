import Testing

@testable import Kit

@MainActor
@Suite("Event log")
struct EventLogTests {
    @Test("Each line carries the clock time in t; an event's own t is kept and the clock time moves to at")
    func timeFields() {
        var lines: [String] = []
        let log = EventLog(clock: { 12.5 }, sink: { lines.append($0) })
        log.emit("plain", ["n": .int(1)])
        log.emit("paused", ["t": .double(0.75)])
        #expect(lines[0].contains("\"t\":12.5"))
        #expect(lines[1].contains("\"t\":0.75"))
        #expect(lines[1].contains("\"at\":12.5"))
    }
}
