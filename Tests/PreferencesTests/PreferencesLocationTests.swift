import Foundation
import Testing

@testable import Preferences

@Suite struct PreferencesLocationTests {
    let home = URL(fileURLWithPath: "/fallback/home")

    @Test func kineticConfigDirWinsOverXDGConfigHomeAndHome() {
        let environment = [
            "KINETIC_CONFIG_DIR": "/tmp/override", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/ada",
        ]
        #expect(
            PreferencesLocation.directory(environment: environment, home: home).path == "/tmp/override")
    }

    @Test func xdgConfigHomeGetsAKineticFolderWhenThereIsNoOverride() {
        let environment = ["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/ada"]
        #expect(
            PreferencesLocation.directory(environment: environment, home: home).path == "/xdg/kinetic")
    }

    @Test func homeDotConfigIsUsedWhenNoVariableIsSet() {
        let environment = ["HOME": "/home/ada"]
        #expect(
            PreferencesLocation.directory(environment: environment, home: home).path
                == "/home/ada/.config/kinetic")
        #expect(
            PreferencesLocation.directory(environment: [:], home: home).path
                == "/fallback/home/.config/kinetic")
    }

    @Test func emptyVariablesAndARelativeXDGConfigHomeAreIgnored() {
        let environment = [
            "KINETIC_CONFIG_DIR": "", "XDG_CONFIG_HOME": "relative/dir", "HOME": "/home/ada",
        ]
        #expect(
            PreferencesLocation.directory(environment: environment, home: home).path
                == "/home/ada/.config/kinetic")
    }
}
