import Foundation

/// Something that moves for as long as it is measured, played into the real app as a `--replay` file: what to
/// show, and the input that keeps it moving, written from where the views are (read from a first launch's
/// tree.json).
struct FrameScenario: Sendable {
    var name: String
    var tab: String
    /// The replay's events for `seconds` seconds of play, given the frames (window points) of the views by id.
    var input: @Sendable (_ views: [String: [Double]], _ seconds: Double) throws -> [ReplayEvent]

    /// One line of a `--replay` file.
    struct ReplayEvent: Sendable {
        var time: Double
        var json: String

        static func key(_ name: String, at time: Double, modifiers: [String] = []) -> ReplayEvent {
            let extra =
                modifiers.isEmpty ? "" : ", \"modifiers\": [\(modifiers.map { "\"\($0)\"" }.joined(separator: ", "))]"
            return ReplayEvent(time: time, json: "\"type\": \"key\", \"key\": \"\(name)\"\(extra)")
        }

        static func mouse(_ phase: String, x: Double, y: Double, at time: Double) -> ReplayEvent {
            ReplayEvent(time: time, json: "\"type\": \"mouse\", \"phase\": \"\(phase)\", \"x\": \(x), \"y\": \(y)")
        }

        static func click(x: Double, y: Double, at time: Double) -> [ReplayEvent] {
            [mouse("down", x: x, y: y, at: time), mouse("up", x: x, y: y, at: time + clickHold)]
        }

        /// A press at `from`, moved in `steps` even steps over `seconds`, released at `to`.
        static func drag(from: (Double, Double), to: (Double, Double), at time: Double, seconds: Double, steps: Int)
            -> [ReplayEvent]
        {
            var events = [mouse("down", x: from.0, y: from.1, at: time)]
            for step in 1...steps {
                let fraction = Double(step) / Double(steps)
                events.append(
                    mouse(
                        "move", x: from.0 + (to.0 - from.0) * fraction, y: from.1 + (to.1 - from.1) * fraction,
                        at: time + seconds * fraction))
            }
            events.append(mouse("up", x: to.0, y: to.1, at: time + seconds + clickHold))
            return events
        }

        var line: String { "{\"t\": \(time), \(json)}" }
    }

    /// How long a click holds the button, in seconds.
    static let clickHold = 0.05
    /// When the first input comes, in seconds after the first frame.
    static let start = 0.3

    /// The middle of the view with this id.
    static func center(_ views: [String: [Double]], _ id: String) throws -> (Double, Double) {
        guard let frame = views[id], frame.count == 4 else { throw BenchmarkError("no view \(id) in tree.json") }
        return (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
    }

    /// Times from `start` to `seconds`, every `interval` seconds.
    static func every(_ interval: Double, until seconds: Double) -> [Double] {
        Array(stride(from: start, to: seconds, by: interval))
    }

    static let all = [breakout, crossfade, dropit, snowman, pentominoes]

    /// Breakout in play: Space launches each waiting ball (a lost one comes back on the paddle); the game goes on
    /// across lost lives.
    static let breakout = FrameScenario(name: "Breakout in play", tab: "breakout") { _, seconds in
        every(BreakoutTiming.serveInterval, until: seconds).map { ReplayEvent.key("Space", at: $0) }
    }

    /// The Crossfade fade: Space (a click's twin) starts the next fade soon after the last one ends; presses
    /// during a fade are ignored, as clicks are.
    static let crossfade = FrameScenario(name: "Crossfade fade", tab: "crossfade") { _, seconds in
        every(CrossfadeTiming.pressInterval, until: seconds).map { ReplayEvent.key("Space", at: $0) }
    }

    /// Dropit dropping: a square dropped every quarter second, column after column across the field.
    static let dropit = FrameScenario(name: "Dropit dropping", tab: "dropit") { views, seconds in
        guard let field = views["dropit.field"], field.count == 4 else {
            throw BenchmarkError("no view dropit.field in tree.json")
        }
        let columns = DropitTiming.columns
        return every(DropitTiming.dropInterval, until: seconds).enumerated().flatMap { index, time in
            let x = field[0] + field[2] * (Double(index % columns) + 0.5) / Double(columns)
            return ReplayEvent.click(x: x, y: field[1] + field[3] * 0.2, at: time)
        }
    }

    /// The Snowman tumble: the Tumble preset chosen, then played again each time it ends.
    static let snowman = FrameScenario(name: "Snowman tumble", tab: "snowman") { views, seconds in
        let (pickerX, pickerY) = try center(views, "snowman.picker.\(SnowmanTiming.tumbleIndex)")
        let (playX, playY) = try center(views, "snowman.play")
        return ReplayEvent.click(x: pickerX, y: pickerY, at: start)
            + every(SnowmanTiming.playInterval, until: seconds).flatMap {
                ReplayEvent.click(x: playX, y: playY, at: $0 + SnowmanTiming.afterPicking)
            }
    }

    /// A Pentominoes snap: the X piece dragged onto the middle of the board and let go (it snaps into place), then
    /// Ctrl+Z sends it home, and again.
    static let pentominoes = FrameScenario(name: "Pentominoes snap", tab: "pentominoes") { views, seconds in
        let piece = try center(views, "pentominoes.piece.X")
        let board = try center(views, "pentominoes.board")
        return every(PentominoesTiming.cycle, until: seconds).flatMap { time in
            ReplayEvent.drag(
                from: piece, to: board, at: time, seconds: PentominoesTiming.dragSeconds,
                steps: PentominoesTiming.dragSteps)
                + [ReplayEvent.key("z", at: time + PentominoesTiming.cycle / 2, modifiers: ["ctrl"])]
        }
    }
}

/// The scenarios' pacing, in seconds: each keeps something moving all the time.
enum BreakoutTiming {
    static let serveInterval = 0.5
}

enum CrossfadeTiming {
    static let pressInterval = 0.25
}

enum DropitTiming {
    static let dropInterval = 0.25
    /// Columns the drops cycle through, spread evenly across the field.
    static let columns = 6
}

enum SnowmanTiming {
    /// The Tumble preset's place in the picker.
    static let tumbleIndex = 2
    /// Tumble lasts 2.5 s.
    static let playInterval = 2.7
    static let afterPicking = 0.3
}

enum PentominoesTiming {
    static let cycle = 1.6
    static let dragSeconds = 0.3
    static let dragSteps = 12
}
