/// What can go wrong at the platform edge, each with a message that tells the user what to do.
enum PlatformError: Error, CustomStringConvertible, Equatable {
    case noDisplay
    case sdl(call: String, message: String)
    case missingResource(name: String, searched: [String])
    case unreadableImage(path: String, reason: String)
    case missingFont(pattern: String)

    public var description: String {
        switch self {
        case .noDisplay:
            return
                "kinetic: no display found (DISPLAY and WAYLAND_DISPLAY are unset). Run it inside a desktop session, "
                + "under Xvfb (xvfb-run -a kinetic), or headless: kinetic --headless --screenshot out.png"
        case .sdl(let call, let message):
            return "kinetic: \(call) failed: \(message)"
        case .missingResource(let name, let searched):
            return "kinetic: resource '\(name)' not found; searched: \(searched.joined(separator: ", ")). "
                + "Set KINETIC_RESOURCES to the folder holding Kinetic's Resources/."
        case .unreadableImage(let path, let reason):
            return "kinetic: cannot read image \(path): \(reason)"
        case .missingFont(let pattern):
            return "kinetic: font '\(pattern)' not found. Install fonts-dejavu-core (make deps)."
        }
    }
}
