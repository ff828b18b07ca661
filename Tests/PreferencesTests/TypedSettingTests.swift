import Foundation
import Testing

@testable import Preferences

/// A scene-shaped schema declared with typed settings.
private enum Typed {
    enum Difficulty: String, SettingChoice {
        case easy, normal, hard
        var title: String { rawValue.capitalized }
    }

    static let sound = TypedSetting.bool("typed.sound", title: "Sound", default: true)
    static let lives = TypedSetting.int("typed.lives", title: "Lives", default: 3, range: 1...9)
    static let speed = TypedSetting.double("typed.speed", title: "Speed", default: 1, range: 0.5...2, step: 0.1)
    static let difficulty = TypedSetting.choice("typed.difficulty", title: "Difficulty", default: Difficulty.normal)

    static let section = SettingsSection("Typed", declarations: [sound, lives, speed, difficulty])
}

@MainActor
@Suite struct TypedSettingTests {
    private let temporary: TemporaryDirectory

    init() throws {
        temporary = try TemporaryDirectory()
    }

    private func makeTypedStore() -> PreferencesStore {
        PreferencesStore(sections: [Typed.section], directory: temporary.url, clock: { 0 })
    }

    @Test("An empty file reads every typed setting as its declared default")
    func defaultsWhenTheFileHasNone() {
        let store = makeTypedStore()
        #expect(store[Typed.sound] == true)
        #expect(store[Typed.lives] == 3)
        #expect(store[Typed.speed] == 1)
        #expect(store[Typed.difficulty] == .normal)
    }

    @Test("A typed write is clamped into range, as the Settings tab's controls are")
    func writesAreClamped() {
        let store = makeTypedStore()
        store[Typed.lives] = 42
        store[Typed.speed] = 0.1
        #expect(store[Typed.lives] == 9)
        #expect(store[Typed.speed] == 0.5)
        #expect(store.value(for: Typed.lives.setting) == .int(9), "the untyped view sees the same value")
    }

    @Test("A value of another type in the file reads as the default, never as a crash")
    func wrongTypeReadsAsDefault() {
        let store = makeTypedStore()
        store.set(.string("many"), for: Typed.lives.setting)
        store.set(.string("impossible"), for: Typed.difficulty.setting)
        #expect(store[Typed.lives] == 3)
        #expect(store[Typed.difficulty] == .normal)
    }

    @Test("Choices are stored by raw value and listed in declaration order with their titles")
    func choicesStoreRawValues() {
        let store = makeTypedStore()
        store[Typed.difficulty] = .hard
        #expect(store.value(for: Typed.difficulty.setting) == .string("hard"))
        guard case .choice(let options) = Typed.difficulty.setting.kind else {
            Issue.record("a choice setting must have the choice kind")
            return
        }
        #expect(options.map(\.value) == ["easy", "normal", "hard"])
        #expect(options.map(\.title) == ["Easy", "Normal", "Hard"])
    }

    @Test("An observer hears the new typed value once per change")
    func observersHearTypedValues() {
        let store = makeTypedStore()
        var heard: [Double] = []
        let observation = store.observe(Typed.speed) { heard.append($0) }
        store[Typed.speed] = 1.5
        store[Typed.speed] = 1.5
        store.resetToDefaults()
        #expect(heard == [1.5, 1])
        _ = observation
    }

    @Test("validated(_:) bounds a value built in code the way the store bounds a stored one")
    func validatedMatchesTheStore() {
        #expect(Typed.lives.validated(-4) == 1)
        #expect(Typed.speed.validated(.nan) == 1)
        #expect(Typed.speed.validated(1.25) == 1.25)
    }
}
