import FoundationEssentials
import KineticAssembly
import Kit
import Preferences
import StandardStreams

extension WindowGeometry {
    /// The window geometry `state` remembers, checked; what had to be dropped is told in one stderr line that
    /// names `file`, and the app goes on with the defaults for it.
    static func remembered(in state: AppState, file: URL) -> Remembered {
        let checked = remembered(
            width: state.windowWidth, height: state.windowHeight, x: state.windowX, y: state.windowY)
        if let problem = checked.problem {
            StandardError.write("kinetic: \(file.path): \(problem)\n")
        }
        return checked
    }
}
