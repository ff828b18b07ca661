import Foundation
import Kit

/// What the app remembers between launches about itself: window size and position, the last tab.
struct AppState: Codable, Equatable {
    var windowWidth: Double?
    var windowHeight: Double?
    var windowX: Double?
    var windowY: Double?
    var lastTab: String?
    /// Pictures the user dropped on the Crossfade scene, by slot (nil: the built-in artwork).
    var crossfadeImagePaths: [String?]?

    static let fileName = "state.plist"

    /// The remembered state, or a fresh one when there is none or it cannot be read (it is only a convenience).
    static func load(from directory: URL) -> AppState {
        let url = directory.appendingPathComponent(fileName)
        guard let data = try? Data(contentsOf: url) else { return AppState() }
        return (try? PropertyListDecoder().decode(AppState.self, from: data)) ?? AppState()
    }

    /// Writes atomically; a failure is reported on stderr and otherwise ignored (the app still quits cleanly).
    func save(to directory: URL) {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try encoder.encode(self).write(to: directory.appendingPathComponent(Self.fileName), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("kinetic: could not save window state: \(error)\n".utf8))
        }
    }

    var windowSize: Size? {
        guard let windowWidth, let windowHeight else { return nil }
        return Size(width: windowWidth, height: windowHeight)
    }

    var windowPosition: Point? {
        guard let windowX, let windowY else { return nil }
        return Point(x: windowX, y: windowY)
    }
}
