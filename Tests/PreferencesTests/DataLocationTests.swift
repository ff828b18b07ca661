import Foundation
import Testing

@testable import Preferences

@Suite struct DataLocationTests {
    let home = URL(fileURLWithPath: "/fallback/home")

    @Test func kineticDataDirWinsOverXDGDataHomeAndHome() {
        let environment = ["KINETIC_DATA_DIR": "/tmp/data", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"]
        #expect(DataLocation.directory(environment: environment, home: home).path == "/tmp/data")
    }

    @Test func xdgDataHomeGetsAKineticFolderWhenThereIsNoOverride() {
        let environment = ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"]
        #expect(DataLocation.directory(environment: environment, home: home).path == "/xdg/kinetic")
    }

    @Test func homeLocalShareIsUsedWhenNoVariableIsSet() {
        #expect(
            DataLocation.directory(environment: ["HOME": "/home/ada"], home: home).path
                == "/home/ada/.local/share/kinetic")
        #expect(DataLocation.directory(environment: [:], home: home).path == "/fallback/home/.local/share/kinetic")
    }

    @Test func emptyVariablesAndARelativeXDGDataHomeAreIgnored() {
        let environment = ["KINETIC_DATA_DIR": "", "XDG_DATA_HOME": "relative/dir", "HOME": "/home/ada"]
        #expect(
            DataLocation.directory(environment: environment, home: home).path == "/home/ada/.local/share/kinetic")
    }
}
