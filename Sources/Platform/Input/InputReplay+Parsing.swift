import CSDL2
import FoundationEssentials
import Kit

#if canImport(Glibc)
    import Glibc
#endif

/// A replay file that cannot be played: one line naming the file, the line and the fix (the command line
/// prints it as a usage error).
public struct InputReplayError: Error, CustomStringConvertible, Equatable {
    public let description: String
}

extension InputReplay {
    /// One event, as a line of the file shows it.
    static let example = #"{"t": 0.5, "type": "finger", "phase": "down", "finger": 1, "x": 300, "y": 200}"#
    /// Every field a line may have.
    static let fields: Set<String> = [
        "t", "type", "phase", "x", "y", "finger", "synthetic", "key", "modifiers", "path",
    ]

    /// Reads a replay file: JSON lines in time order (blank lines are skipped).
    public init(contentsOf path: String) throws(InputReplayError) {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw InputReplayError(description: "cannot read the replay file \(path): \(Self.readProblem(at: path))")
        }
        try self.init(jsonLines: text, source: path)
    }

    /// Parses replay lines; `source` names the file in error messages.
    public init(jsonLines text: String, source: String) throws(InputReplayError) {
        var steps: [Step] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            do throws(Problem) {
                let step = try Self.step(from: line)
                if let previous = steps.last, step.time < previous.time {
                    throw Problem(
                        "t \(step.time) comes before the previous event's \(previous.time): list events in time order")
                }
                steps.append(step)
            } catch {
                throw InputReplayError(description: "\(source) line \(index + 1): \(error.message)")
            }
        }
        self.init(steps: steps)
    }

    /// What is wrong with one line.
    struct Problem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// A line's fields, typed; every one optional so a missing field gets its own message.
    private struct Line: Decodable {
        var t: Double?
        var type: String?
        var phase: String?
        var x: Double?
        var y: Double?
        var finger: Int?
        var synthetic: Bool?
        var key: String?
        var modifiers: [String]?
        var path: String?
    }

    static func step(from text: Substring) throws(Problem) -> Step {
        let line = try decode(text)
        guard let time = line.t, time.isFinite, time >= 0 else {
            throw Problem("\"t\" must be the seconds after the first frame, a number ≥ 0, as in \(example)")
        }
        switch line.type {
        case "mouse":
            return Step(
                time: time, action: .mouse(try phase(line), at: try point(line), synthetic: line.synthetic ?? false))
        case "finger":
            guard let finger = line.finger, finger >= 0 else {
                throw Problem("a finger event needs \"finger\", the finger's id (an integer ≥ 0), as in \(example)")
            }
            let action = Action.finger(
                try phase(line), id: finger, at: try point(line), synthetic: line.synthetic ?? false)
            return Step(time: time, action: action)
        case "key":
            return Step(time: time, action: try key(line))
        case "drop":
            guard let path = line.path, !path.isEmpty else {
                throw Problem("a drop event needs \"path\", the dropped file's path")
            }
            return Step(time: time, action: .drop(path: path))
        default:
            throw Problem("\"type\" must be \"mouse\", \"finger\", \"key\" or \"drop\", as in \(example)")
        }
    }

    /// The line as typed fields; unknown fields are refused so a misspelt one is not silently ignored.
    private static func decode(_ text: Substring) throws(Problem) -> Line {
        let data = Data(text.utf8)
        guard let object = try? JSONDecoder().decode(FieldNames.self, from: data) else {
            throw Problem("not a JSON object: each line is one event, as in \(example)")
        }
        if let unknown = object.names.sorted().first(where: { !fields.contains($0) }) {
            throw Problem("unknown field \"\(unknown)\" (fields: \(fields.sorted().joined(separator: ", ")))")
        }
        do {
            return try JSONDecoder().decode(Line.self, from: data)
        } catch DecodingError.typeMismatch(_, let context) {
            let field = context.codingPath.first?.stringValue ?? "a field"
            throw Problem(
                "\"\(field)\" has the wrong type (t, x, y: numbers; finger: an integer; synthetic: true or "
                    + "false; type, phase, key, path: strings; modifiers: a list of strings)")
        } catch {
            throw Problem("not a replay event: \(Self.reason(error)); write it as \(example)")
        }
    }

    private static func phase(_ line: Line) throws(Problem) -> Phase {
        guard let phase = line.phase.flatMap(Phase.init(rawValue:)) else {
            throw Problem("\"phase\" must be \"down\", \"move\" or \"up\"")
        }
        return phase
    }

    private static func point(_ line: Line) throws(Problem) -> Point {
        guard let x = line.x, let y = line.y, x.isFinite, y.isFinite else {
            throw Problem("a pointer event needs \"x\" and \"y\", in window points from the top left")
        }
        return Point(x: x, y: y)
    }

    private static func key(_ line: Line) throws(Problem) -> Action {
        guard let name = line.key, !name.isEmpty else {
            throw Problem("a key event needs \"key\", an SDL key name such as \"Space\", \"Left\" or \"r\"")
        }
        let code = SDL_GetKeyFromName(name)
        guard code != SDL_Keycode(SDLK_UNKNOWN.rawValue) else {
            throw Problem("unknown key \"\(name)\": use SDL key names such as \"Space\", \"Return\", \"Left\" or \"r\"")
        }
        var modifiers: KeyEvent.Modifiers = []
        for modifier in line.modifiers ?? [] {
            switch modifier {
            case "shift": modifiers.insert(.shift)
            case "ctrl": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            default: throw Problem("unknown modifier \"\(modifier)\": use \"shift\", \"ctrl\" or \"alt\"")
            }
        }
        guard let phase = KeyPhase(rawValue: line.phase ?? KeyPhase.press.rawValue) else {
            throw Problem("a key's \"phase\" must be \"press\" (the default), \"down\" or \"up\"")
        }
        return .key(code: code, modifiers: modifiers, phase: phase)
    }

    /// Why a file could not be read as text, in the system's words ("No such file or directory").
    private static func readProblem(at path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        return "it is not UTF-8 text"
    }

    /// What a decoding error says is wrong, for a person: the missing field, or the decoder's own words.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "\"\(key.stringValue)\" is missing"
        case DecodingError.valueNotFound(_, let context):
            "\(context.codingPath.first?.stringValue ?? "a field") is null"
        case DecodingError.dataCorrupted(let context): context.debugDescription
        default: "\(error)"
        }
    }

    /// The names of a JSON object's fields, whatever their values.
    private struct FieldNames: Decodable {
        let names: [String]

        init(from decoder: any Decoder) throws {
            names = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        }

        private struct AnyKey: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }
}
