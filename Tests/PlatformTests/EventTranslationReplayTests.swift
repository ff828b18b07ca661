import CSDL2
import Testing

@testable import Kit
@testable import Platform

/// `--replay`: a file's timed events enter SDL's own queue when their time comes and take the path real input
/// takes; a bad file is refused with one line naming the line and the fix.
@MainActor
@Suite("Event translation: replayed input", .serialized)
struct EventTranslationReplayTests {
    private let windowSize = Size(width: 800, height: 600)

    /// What Kit receives, in words: "pointer 3 down 200,150", "key r ctrl".
    private func describe(_ events: [HostEvent]) -> [String] {
        events.compactMap { event in
            switch event {
            case .pointer(let pointer):
                let point = "\(Int(pointer.location.x)),\(Int(pointer.location.y))"
                return "pointer \(pointer.pointerID) \(pointer.phase) \(point)"
            case .key(let key):
                guard case .character(let character) = key.key else { return "key \(key.key)" }
                return "key \(character)" + (key.modifiers.contains(.control) ? " ctrl" : "")
            default:
                return nil
            }
        }
    }

    @Test("Replayed events enter SDL's queue when their time comes and arrive as real input does")
    func playsOnTime() throws {
        let queue = try SDLEventQueue()
        defer { queue.close() }
        let replay = try InputReplay(
            jsonLines: """
                {"t": 0, "type": "finger", "phase": "down", "finger": 2, "x": 200, "y": 150}
                {"t": 0.1, "type": "finger", "phase": "move", "finger": 2, "x": 300, "y": 150}

                {"t": 0.2, "type": "finger", "phase": "up", "finger": 2, "x": 300, "y": 150}
                {"t": 0.3, "type": "mouse", "phase": "down", "x": 40, "y": 50}
                {"t": 0.3, "type": "mouse", "phase": "move", "x": 60, "y": 50}
                {"t": 0.3, "type": "mouse", "phase": "up", "x": 60, "y": 50}
                {"t": 0.5, "type": "key", "key": "r", "modifiers": ["ctrl"]}
                """, source: "test.jsonl")
        let player = ReplayPlayer(replay)
        #expect(player.nextDeadline == nil, "nothing plays before the first frame starts the replay")
        player.start(at: 10)
        player.pushDueSteps(now: 10.15, windowID: 0, windowSize: windowSize)
        #expect(
            describe(queue.translatedEvents(windowSize: windowSize)) == [
                "pointer 3 down 200,150", "pointer 3 moved 300,150",
            ])
        #expect(player.nextDeadline == 10.2)
        player.pushDueSteps(now: 11, windowID: 0, windowSize: windowSize)
        #expect(
            describe(queue.translatedEvents(windowSize: windowSize)) == [
                "pointer 3 up 300,150", "pointer 0 down 40,50", "pointer 0 moved 60,50", "pointer 0 up 60,50",
                "key r ctrl",
            ])
        #expect(player.isFinished && player.nextDeadline == nil)
    }

    @Test("Replayed twins carry SDL's own twin ids, so only the real contact arrives")
    func syntheticTwinsAreDropped() throws {
        let queue = try SDLEventQueue()
        defer { queue.close() }
        let replay = try InputReplay(
            jsonLines: """
                {"t": 0, "type": "mouse", "phase": "down", "x": 100, "y": 100, "synthetic": true}
                {"t": 0, "type": "finger", "phase": "down", "finger": 0, "x": 100, "y": 100}
                {"t": 0, "type": "finger", "phase": "down", "finger": 0, "x": 400, "y": 300, "synthetic": true}
                {"t": 0, "type": "mouse", "phase": "down", "x": 400, "y": 300}
                """, source: "twins.jsonl")
        let player = ReplayPlayer(replay)
        player.start(at: 0)
        player.pushDueSteps(now: 0, windowID: 0, windowSize: windowSize)
        #expect(
            describe(queue.translatedEvents(windowSize: windowSize)) == [
                "pointer 1 down 100,100", "pointer 0 down 400,300",
            ])
    }

    @Test(
        "A bad replay line is refused with one line naming the file, the line and the fix",
        arguments: [
            (#"{"t": 1, "type": "finger", "phase": "down", "x": 1, "y": 2}"#, #"needs "finger""#),
            ("not json", "not a JSON object"),
            (#"{"t": 1, "type": "pen", "phase": "down", "x": 1, "y": 2}"#, #""type" must be"#),
            (#"{"t": 0.1, "type": "key", "key": "Space"}"#, "list events in time order"),
            (#"{"t": 1, "type": "key", "key": "Nope"}"#, #"unknown key "Nope""#),
            (#"{"t": 1, "type": "mouse", "phase": "down", "x": 1, "y": 2, "fnger": 1}"#, #"unknown field "fnger""#),
            (#"{"t": "1", "type": "mouse", "phase": "down", "x": 1, "y": 2}"#, #""t" has the wrong type"#),
            (#"{"t": 1, "type": "mouse", "phase": "press", "x": 1, "y": 2}"#, #""phase" must be"#),
            (#"{"t": 1, "type": "mouse", "phase": "up"}"#, #"needs "x" and "y""#),
        ])
    func badLine(line: String, problem: String) {
        let text = #"{"t": 0.5, "type": "mouse", "phase": "down", "x": 1, "y": 2}"# + "\n" + line + "\n"
        #expect {
            _ = try InputReplay(jsonLines: text, source: "bad.jsonl")
        } throws: { error in
            let message = (error as? InputReplayError)?.description ?? ""
            return message.hasPrefix("bad.jsonl line 2: ") && message.contains(problem)
                && !message.contains("\n")
        }
    }

    @Test("A replay file that cannot be read is named in one line")
    func unreadableFile() {
        #expect {
            _ = try InputReplay(contentsOf: "/nonexistent/replay.jsonl")
        } throws: { error in
            (error as? InputReplayError)?.description.hasPrefix(
                "cannot read the replay file /nonexistent/replay.jsonl") == true
        }
    }
}
