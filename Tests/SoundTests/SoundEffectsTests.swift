import Foundation
import Kit
import Preferences
import Testing

@testable import Sound

/// What the fake output was asked to do, and the fake clock.
@MainActor
final class SoundRecorder {
    var now = 100.0
    var played: [SoundCue] = []
    var gains: [Double] = []
    var prepared = 0
    var stopped = 0
    var lines: [String] = []
    /// What the output answers to `play`: false is a device that is not there.
    var deviceAnswers = true

    var output: SoundOutput {
        SoundOutput(
            prepare: { self.prepared += 1 },
            play: {
                self.played.append($0)
                return self.deviceAnswers
            },
            setGain: { self.gains.append($0) },
            stopAll: { self.stopped += 1 })
    }
}

/// The effects wired to a real event log and settings store, a fake clock, and an output that records.
@MainActor
final class SoundFixture {
    let recorder = SoundRecorder()
    let events: EventLog
    let preferences: PreferencesStore
    let effects: SoundEffects

    init(settings: [(Setting, SettingValue)] = [], started: Bool = true) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-sound-\(UUID())")
        preferences = PreferencesStore(sections: [SoundSettings.section], directory: folder)
        for (setting, value) in settings { preferences.set(value, for: setting) }
        let recorder = recorder
        events = EventLog(clock: { recorder.now }, sink: { recorder.lines.append($0) })
        effects = SoundEffects(
            events: events, preferences: preferences, output: recorder.output, table: CueTable([TestCues.sounds]))
        if started { effects.start() }
    }

    var played: [SoundCue] { recorder.played }

    func emit(_ name: String, _ fields: [String: AutomationValue] = [:], after seconds: Double = 0) {
        recorder.now += seconds
        events.emit(name, fields)
    }
}

@MainActor
@Suite("Sound effects: events in, cues out, settings at once")
struct SoundEffectsTests {
    @Test("A brick hit plays the brick cue and logs sound.played after the hit")
    func brickHit() {
        let fixture = SoundFixture()
        fixture.emit("brick.hit", ["row": 0, "col": 3, "remaining_hits": 0])
        #expect(fixture.played == [TestCues.brick])
        #expect(fixture.recorder.lines.count == 2)
        #expect(fixture.recorder.lines[1].contains(#""cue":"brick","event":"sound.played""#))
    }

    @Test("Sound on: the device is got ready at start, not before, and the default volume's gain is set at once")
    func launch() {
        let fixture = SoundFixture(started: false)
        #expect(fixture.recorder.gains == [SoundSettings.gain(forVolume: 70)])
        fixture.preferences[SoundSettings.enabled] = false
        fixture.preferences[SoundSettings.enabled] = true
        #expect(fixture.recorder.prepared == 0, "switched on before the start: still nothing opened")
        fixture.effects.start()
        #expect(fixture.recorder.prepared == 1)
    }

    @Test("A rattle of wall contacts on the fake clock is a few ticks, not a buzz")
    func wallRattle() {
        let fixture = SoundFixture()
        for _ in 0..<12 { fixture.emit("wall.hit", ["ball": 0], after: 1.0 / 60) }
        #expect(fixture.played == [SoundCue](repeating: TestCues.wall, count: 3), "12 frames = 0.2 s: every 4th frame")
    }

    @Test("Turning a piece plays the turn, not the snap that comes with it")
    func turnCoversSnap() {
        let fixture = SoundFixture()
        fixture.emit("piece.rotated", ["piece": "L"])
        fixture.emit("piece.snapped", ["piece": "L"])
        fixture.emit("piece.flipped", ["piece": "L"], after: 1)
        fixture.emit("piece.moved", ["piece": "L"], after: 0.5)
        fixture.emit("piece.snapped", ["piece": "L"])
        #expect(fixture.played == [TestCues.rotate, TestCues.flip, TestCues.snap])
    }

    @Test("Switched off: nothing plays and what is playing stops; switched on again it plays and re-prepares")
    func switchedOff() {
        let fixture = SoundFixture()
        fixture.preferences[SoundSettings.enabled] = false
        #expect(fixture.recorder.stopped == 1)
        fixture.emit("page.turned")
        #expect(fixture.played.isEmpty)
        fixture.preferences[SoundSettings.enabled] = true
        #expect(fixture.recorder.prepared == 2)
        fixture.emit("page.turned", after: 1)
        #expect(fixture.played == [TestCues.sweep])
    }

    @Test("Off in the settings file: the device is never opened")
    func offAtLaunch() {
        let fixture = SoundFixture(settings: [(SoundSettings.enabled.setting, .bool(false))])
        fixture.emit("page.turned")
        #expect(fixture.recorder.prepared == 0 && fixture.played.isEmpty)
    }

    @Test("The volume applies at once along the curve; at zero nothing is played")
    func volume() {
        let fixture = SoundFixture()
        fixture.preferences[SoundSettings.volume] = 50
        #expect(fixture.recorder.gains.last == 0.25)
        fixture.preferences[SoundSettings.volume] = 0
        #expect(fixture.recorder.gains.last == 0)
        fixture.emit("brick.hit")
        #expect(fixture.played.isEmpty)
    }

    @Test("With no device nothing is logged as played")
    func noDevice() {
        let fixture = SoundFixture()
        fixture.recorder.deviceAnswers = false
        fixture.emit("paddle.hit")
        #expect(fixture.played == [TestCues.paddle], "asked")
        #expect(!fixture.recorder.lines.contains { $0.contains("sound.played") }, "but not heard")
    }
}

@Suite("Sound settings")
struct SoundSettingsTests {
    @Test("Sound is on at 70 % by default, in a Sound section")
    func defaults() {
        #expect(SoundSettings.section.title == "Sound")
        #expect(SoundSettings.section.settings.map(\.key) == ["sound.enabled", "sound.volume"])
        #expect(SoundSettings.enabled.defaultValue == true)
        #expect(SoundSettings.volume.defaultValue == 70)
    }

    @Test("The volume curve: silent at 0, full at 100, a quarter of the amplitude at the middle")
    func gainCurve() {
        #expect(SoundSettings.gain(forVolume: 0) == 0)
        #expect(SoundSettings.gain(forVolume: 50) == 0.25)
        #expect(SoundSettings.gain(forVolume: 100) == 1)
        #expect(SoundSettings.gain(forVolume: 140) == 1, "out of range is clamped")
    }
}
