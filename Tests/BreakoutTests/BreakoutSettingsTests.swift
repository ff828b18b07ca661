import Foundation
import Preferences
import Testing

@testable import Breakout

@MainActor
@Suite("Breakout settings: one declaration each, files of earlier versions keep loading")
struct BreakoutSettingsTests {
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-breakout-settings-\(UUID().uuidString)")
    }

    @Test("A configuration built in code is the one an empty settings file gives: the defaults are declared once")
    func defaultsMatchTheFile() {
        let store = PreferencesStore(sections: [BreakoutSettings.section], directory: temporaryFolder())
        #expect(BreakoutConfiguration() == BreakoutConfiguration(preferences: store))
    }

    @Test("A settings file written by an earlier version loads with its keys and stored values")
    func earlierFileLoads() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let earlier: [String: Any] = [
            "breakout.brickRows": 7, "breakout.brickColumns": 14, "breakout.ballCount": 3,
            "breakout.bounciness": 0.85, "breakout.gravity": true, "breakout.gravityStrength": 0.3,
            "breakout.tiltGravity": true, "breakout.paddleWidth": "wide", "breakout.ballSpeed": "slow",
            "breakout.specialBricks": false, "breakout.hitsPerBrick": 2, "breakout.tapPush": 450.0,
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: earlier, format: .xml, options: 0)
        try data.write(to: folder.appendingPathComponent("settings.plist"))
        let store = PreferencesStore(sections: [BreakoutSettings.section], directory: folder)
        let expected = BreakoutConfiguration(
            brickRows: 7, brickColumns: 14, ballCount: 3, bounciness: 0.85, gravity: 0.3, tiltGravity: 0.3,
            paddleWidth: .wide, ballSpeed: .slow, specialBricks: false, hitsPerBrick: 2, tapPush: 450)
        #expect(BreakoutConfiguration(preferences: store) == expected)
        #expect(Set(BreakoutSettings.section.settings.map(\.key)) == Set(earlier.keys), "no key renamed or added")
    }

    @Test("A value a setting cannot hold is bounded by its declaration, in the store and in code alike")
    func boundsAreDeclared() {
        let store = PreferencesStore(sections: [BreakoutSettings.section], directory: temporaryFolder())
        store[BreakoutSettings.brickRows] = 40
        store[BreakoutSettings.tapPush] = 1
        let fromStore = BreakoutConfiguration(preferences: store)
        let inCode = BreakoutConfiguration(brickRows: 40, tapPush: 1)
        #expect(fromStore == inCode)
        #expect(inCode.brickRows == 12 && inCode.tapPush == 100)
    }
}
