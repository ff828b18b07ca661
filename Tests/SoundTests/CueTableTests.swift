import Kit
import Testing

@testable import Sound

/// An event type as a game declares one.
private enum TestEvent: SemanticEvent {
    case bounced(hard: Bool)
    case rested

    var name: String {
        switch self {
        case .bounced: "ball.bounced"
        case .rested: "ball.rested"
        }
    }

    var fields: [String: AutomationValue] {
        switch self {
        case .bounced(let hard): ["hard": .bool(hard)]
        case .rested: [:]
        }
    }
}

@MainActor
@Suite("Cue rules and tables: which event plays which cue")
struct CueTableTests {
    let table = CueTable([TestCues.sounds])

    func cue(_ name: String, _ fields: [String: AutomationValue] = [:]) -> SoundCue? {
        table.cue(for: LoggedEvent(name: name, fields: fields, time: 0))
    }

    /// What `table` plays for `event` emitted through a real log, as the sound effects hear it.
    func heard(_ event: some SemanticEvent, in table: CueTable) -> SoundCue? {
        let log = EventLog(clock: { 0 }, sink: nil)
        var played: SoundCue?
        log.addObserver { played = table.cue(for: $0) }
        log.emit(event)
        return played
    }

    @Test("A rule by name plays its cue for that name, whatever the fields")
    func byName() {
        #expect(cue("wall.hit", ["ball": 0]) == TestCues.wall)
        #expect(cue("brick.hit", ["row": 1, "col": 2, "remaining_hits": 0]) == TestCues.brick)
        #expect(cue("piece.snapped") == TestCues.snap)
    }

    @Test("A rule with a field plays only when the event carries that value; without the field it is silent")
    func byField() {
        let table = CueTable(rules: [
            CueRule("game.over", where: "won", is: true, TestCues.sweep),
            CueRule("game.over", where: "won", is: false, TestCues.wall),
        ])
        #expect(table.cue(for: LoggedEvent(name: "game.over", fields: ["won": true], time: 0)) == TestCues.sweep)
        #expect(table.cue(for: LoggedEvent(name: "game.over", fields: ["won": false], time: 0)) == TestCues.wall)
        #expect(table.cue(for: LoggedEvent(name: "game.over", time: 0)) == nil, "an outcome is not guessed")
    }

    @Test("A typed rule matches the emitted value, chooses by its payload, and ignores the same name by string")
    func typed() {
        let table = CueTable(rules: [
            .on(TestEvent.self) { event in
                guard case .bounced(let hard) = event else { return nil }
                return hard ? TestCues.brick : TestCues.wall
            }
        ])
        #expect(heard(TestEvent.bounced(hard: true), in: table) == TestCues.brick)
        #expect(heard(TestEvent.bounced(hard: false), in: table) == TestCues.wall)
        #expect(heard(TestEvent.rested, in: table) == nil)
        #expect(table.cue(for: LoggedEvent(name: "ball.bounced", fields: ["hard": true], time: 0)) == nil)
    }

    @Test("A typed event still plays a rule by its name")
    func typedEventByName() {
        let table = CueTable(rules: [CueRule("ball.rested", TestCues.sweep)])
        #expect(heard(TestEvent.rested, in: table) == TestCues.sweep)
    }

    @Test("The first rule that matches wins; the scenes' rules join in order")
    func firstMatch() {
        let later = SceneSounds(cues: [TestCues.sweep], rules: [CueRule("wall.hit", TestCues.sweep)])
        #expect(CueTable([TestCues.sounds, later]).cue(for: LoggedEvent(name: "wall.hit", time: 0)) == TestCues.wall)
        #expect(CueTable([later, TestCues.sounds]).cue(for: LoggedEvent(name: "wall.hit", time: 0)) == TestCues.sweep)
    }

    @Test("Everything else is silent: interface events, automation's own, sound's own")
    func silentEvents() {
        for name in ["tab.selected", "setting.changed", "app.ready", "ball.launched", "piece.home", "sound.played"] {
            #expect(cue(name) == nil, "\(name)")
        }
    }
}
