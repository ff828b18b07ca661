import Foundation
import Testing

@testable import Preferences

@MainActor
@Suite struct PreferencesStoreObservationTests {
    private let temporary: TemporaryDirectory
    private var directory: URL { temporary.url }

    init() throws {
        temporary = try TemporaryDirectory()
    }

    /// What an observer heard, in order.
    final class Recorder {
        var values: [SettingValue] = []
    }

    @Test func anObserverIsCalledAtOnceWithTheNewValue() throws {
        let store = makeStore(in: directory)
        let recorder = Recorder()
        let observation = store.observe(TestSettings.speed) { recorder.values.append($0) }

        store.set(1.5, for: TestSettings.speed)
        #expect(recorder.values == [.double(1.5)])
        store.set(9.0, for: TestSettings.speed)
        #expect(recorder.values == [.double(1.5), .double(2.0)])
        _ = observation
    }

    @Test func anObserverIsNotCalledWhenTheValueDoesNotChangeOrAnotherSettingChanges() throws {
        let store = makeStore(in: directory)
        let recorder = Recorder()
        let observation = store.observe(TestSettings.lives) { recorder.values.append($0) }

        store.set(3, for: TestSettings.lives)
        store.set(true, for: TestSettings.sound)
        #expect(recorder.values.isEmpty)
        _ = observation
    }

    @Test func resetToDefaultsNotifiesObserversOfTheSettingsThatChanged() throws {
        let store = makeStore(in: directory)
        store.set(8, for: TestSettings.lives)
        store.set("hard", for: TestSettings.difficulty)
        let lives = Recorder()
        let sound = Recorder()
        let observations = [
            store.observe(TestSettings.lives) { lives.values.append($0) },
            store.observe(TestSettings.sound) { sound.values.append($0) },
        ]

        store.resetToDefaults()

        #expect(lives.values == [.int(3)])
        #expect(sound.values.isEmpty)
        #expect(store.string(for: TestSettings.difficulty) == "normal")
        _ = observations
    }

    @Test func resetToDefaultsRemovesTheSettingsFromTheFileButKeepsUnknownKeys() throws {
        try writeSettingsFile(
            in: directory,
            dictionaryBody: """
                <key>future.colour</key><string>teal</string>
                <key>test.lives</key><integer>8</integer>
                """)
        let store = makeStore(in: directory)
        store.resetToDefaults()
        #expect(store.flush())
        #expect(try readSettingsFile(in: directory) == ["future.colour": .string("teal")])
    }

    @Test func aCancelledObservationIsNotCalled() throws {
        let store = makeStore(in: directory)
        let recorder = Recorder()
        let observation = store.observe(TestSettings.sound) { recorder.values.append($0) }

        observation.cancel()
        store.set(false, for: TestSettings.sound)
        store.resetToDefaults()
        #expect(recorder.values.isEmpty)
        #expect(observation.isCancelled)
    }

    @Test func aReleasedObservationIsNotCalledAndIsForgotten() throws {
        let store = makeStore(in: directory)
        let recorder = Recorder()
        var observation: SettingObservation? = store.observe(TestSettings.sound) {
            recorder.values.append($0)
        }
        weak let released = observation
        observation = nil

        store.set(false, for: TestSettings.sound)
        #expect(released == nil)
        #expect(recorder.values.isEmpty)
        #expect(store.observers["test.sound"] == nil)
    }

    @Test func anObserverSeesTheStoreAlreadyHoldingTheNewValue() throws {
        let store = makeStore(in: directory)
        let recorder = Recorder()
        let observation = store.observe(TestSettings.lives) { _ in
            recorder.values.append(store.value(for: TestSettings.lives))
        }
        store.set(5, for: TestSettings.lives)
        #expect(recorder.values == [.int(5)])
        _ = observation
    }
}
