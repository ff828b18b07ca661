import Foundation
import Testing

@testable import Preferences

/// A scene-shaped schema where one setting matters only while others allow it.
private enum Dependent {
    enum Mode: String, SettingChoice {
        case calm, wild
        var title: String { rawValue.capitalized }
    }

    static let gravity = TypedSetting.bool("dependent.gravity", title: "Gravity", default: false)
    static let tilt = TypedSetting.bool("dependent.tilt", title: "Tilt", default: false)
    static let mode = TypedSetting.choice("dependent.mode", title: "Mode", default: Mode.calm)
    static let strength = TypedSetting.double(
        "dependent.strength", title: "Strength", default: 0.2, range: 0.1...0.4, step: 0.1
    ).enabled(when: gravity == true || tilt == true)
    static let wildness = TypedSetting.int("dependent.wildness", title: "Wildness", default: 1, range: 1...3)
        .enabled(when: mode == .wild && gravity == true)

    static let section = SettingsSection("Dependent", declarations: [gravity, tilt, strength, mode, wildness])
}

@MainActor
@Suite struct SettingConditionTests {
    private let temporary: TemporaryDirectory

    init() throws {
        temporary = try TemporaryDirectory()
    }

    private func makeStore() -> PreferencesStore {
        PreferencesStore(sections: [Dependent.section], directory: temporary.url, clock: { 0 })
    }

    @Test("A setting whose condition fails with the stored values has no effect, and the reason names what is off")
    func notInEffectWhileEveryAlternativeIsOff() {
        let store = makeStore()
        #expect(!store.isInEffect(Dependent.strength.setting))
        #expect(
            store.reasonNotInEffect(Dependent.strength.setting)
                == "Has no effect while “Gravity” and “Tilt” are off.")
    }

    @Test("Either alternative of an “or” puts the setting in effect, and the reason goes")
    func eitherAlternativeEnables() {
        for enabling in [Dependent.gravity, Dependent.tilt] {
            let store = makeStore()
            store[enabling] = true
            #expect(store.isInEffect(Dependent.strength.setting), "\(enabling.key) on")
            #expect(store.reasonNotInEffect(Dependent.strength.setting) == nil)
        }
    }

    @Test("An “and” names only the parts that fail, a choice by its option's title")
    func allNamesOnlyWhatFails() {
        let store = makeStore()
        #expect(
            store.reasonNotInEffect(Dependent.wildness.setting)
                == "Has no effect while “Mode” is not Wild and “Gravity” is off.")
        store[Dependent.gravity] = true
        #expect(store.reasonNotInEffect(Dependent.wildness.setting) == "Has no effect while “Mode” is not Wild.")
        store[Dependent.mode] = .wild
        #expect(store.isInEffect(Dependent.wildness.setting))
    }

    @Test("A condition lists the settings it reads, once each, in the order written")
    func conditionListsItsSettings() {
        let condition = (Dependent.gravity == true || Dependent.tilt == true) && Dependent.gravity == false
        #expect(condition.settings.map(\.key) == ["dependent.gravity", "dependent.tilt"])
    }

    @Test("A setting with no condition is always in effect")
    func unconditionalAlwaysInEffect() {
        let store = makeStore()
        #expect(store.isInEffect(Dependent.gravity.setting))
        #expect(store.reasonNotInEffect(Dependent.gravity.setting) == nil)
    }

    @Test("Resetting to defaults takes a setting out of effect again")
    func resetFollowsDefaults() {
        let store = makeStore()
        store[Dependent.gravity] = true
        #expect(store.isInEffect(Dependent.strength.setting))
        store.resetToDefaults()
        #expect(!store.isInEffect(Dependent.strength.setting))
    }
}
