import Foundation
import Preferences
import Testing

@testable import KineticAssembly

/// The settings that have no effect while another is off, as the app's Settings tab declares them.
@MainActor
@Suite("Settings that depend on others, across the app's sections")
struct SettingDependencyTests {
    private func store() -> PreferencesStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-dependency-\(UUID())")
        return PreferencesStore(sections: SceneRegistry.settingsSections, directory: folder, clock: { 0 })
    }

    private func setting(_ key: String) throws -> Setting {
        try #require(SceneRegistry.settingsSections.flatMap(\.settings).first { $0.key == key })
    }

    @Test("Gravity strength pulls only while Gravity or Tilt gravity is on: out of effect with both off")
    func gravityStrength() throws {
        let preferences = store()
        let strength = try setting("breakout.gravityStrength")
        #expect(!preferences.isInEffect(strength))
        #expect(
            preferences.reasonNotInEffect(strength) == "Has no effect while “Gravity” and “Tilt gravity” are off.")
        preferences.set(true, for: try setting("breakout.tiltGravity"))
        #expect(preferences.isInEffect(strength))
        preferences.set(false, for: try setting("breakout.tiltGravity"))
        preferences.set(true, for: try setting("breakout.gravity"))
        #expect(preferences.isInEffect(strength))
    }

    @Test("Volume has no effect while Sound effects is off")
    func volume() throws {
        let preferences = store()
        let volume = try setting("sound.volume")
        #expect(preferences.isInEffect(volume), "sound is on by default")
        preferences.set(false, for: try setting("sound.enabled"))
        #expect(preferences.reasonNotInEffect(volume) == "Has no effect while “Sound effects” is off.")
    }

    @Test("Every other setting is always in effect (a new dependency gets its own test above)")
    func noOtherDependencies() {
        let dependent = SceneRegistry.settingsSections.flatMap(\.settings).filter { $0.enabledCondition != nil }
        #expect(dependent.map(\.key).sorted() == ["breakout.gravityStrength", "sound.volume"])
    }
}
