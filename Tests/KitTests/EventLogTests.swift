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

@MainActor
@Suite("Event log observers")
struct EventLogObserverTests {
    @Test("An observer hears each event with its own fields and the clock time, even with no lines written")
    func observerWithoutSink() {
        let clock = FakeSeconds(3)
        var heard: [LoggedEvent] = []
        let log = EventLog(clock: { clock.now }, sink: nil)
        log.addObserver { heard.append($0) }
        log.emit("brick.hit", ["row": .int(2)])
        clock.now = 3.5
        log.emit("ball.lost")
        #expect(!log.isEnabled)
        #expect(
            heard == [
                LoggedEvent(name: "brick.hit", fields: ["row": .int(2)], time: 3),
                LoggedEvent(name: "ball.lost", time: 3.5),
            ])
    }

    @Test("Observers hear the event after its line is written, and the line is unchanged by them")
    func observerAfterSink() {
        var order: [String] = []
        let log = EventLog(clock: { 1 }, sink: { order.append("line \($0)") })
        log.addObserver { order.append("observer \($0.name)") }
        log.emit("piece.snapped", ["t": .double(0.25)])
        #expect(order == [#"line {"at":1,"event":"piece.snapped","t":0.25}"#, "observer piece.snapped"])
    }
}

@MainActor
@Suite("Typed events")
struct TypedEventLogTests {
    private enum Sample: SemanticEvent, Equatable {
        case moved(to: Int)

        var name: String { "sample.moved" }
        var fields: [String: AutomationValue] {
            switch self {
            case .moved(let to): ["to": .int(to)]
            }
        }
    }

    @Test("A typed event writes its name and fields, and observers get the value itself; one by name has none")
    func observersGetTheValue() {
        var lines: [String] = []
        var heard: [LoggedEvent] = []
        let log = EventLog(clock: { 2 }, sink: { lines.append($0) })
        log.addObserver { heard.append($0) }
        log.emit(Sample.moved(to: 4))
        log.emit("sample.moved", ["to": .int(4)])
        #expect(lines == [#"{"event":"sample.moved","t":2,"to":4}"#, #"{"event":"sample.moved","t":2,"to":4}"#])
        #expect(heard[0].event as? Sample == .moved(to: 4))
        #expect(heard[1].event == nil)
        #expect(heard[0] == heard[1], "the same line either way")
    }
}

/// A clock a test sets by hand.
@MainActor
private final class FakeSeconds {
    var now: Double

    init(_ now: Double) {
        self.now = now
    }
}
