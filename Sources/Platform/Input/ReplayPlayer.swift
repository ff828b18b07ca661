import CSDL2
import Kit

/// Plays an `InputReplay` into SDL's event queue: each step is pushed with `SDL_PushEvent` once its time, counted
/// from `start(at:)`, has come, so the run loop reads it exactly as it reads real input.
@MainActor
final class ReplayPlayer {
    let replay: InputReplay
    private var startTime: Double?
    private var nextIndex = 0

    init(_ replay: InputReplay) {
        self.replay = replay
    }

    var hasStarted: Bool { startTime != nil }
    var isFinished: Bool { hasStarted && nextIndex >= replay.steps.count }

    /// When the next step falls due, in app-clock seconds; nil before the start and once every step is played.
    var nextDeadline: Double? {
        guard let startTime, nextIndex < replay.steps.count else { return nil }
        return startTime + replay.steps[nextIndex].time
    }

    /// Starts the replay's clock (later calls change nothing).
    func start(at time: Double) {
        if startTime == nil { startTime = time }
    }

    /// Pushes, in order, every step due by `now`, addressed to the window `windowID` of `windowSize` points.
    func pushDueSteps(now: Double, windowID: UInt32, windowSize: Size) {
        while let deadline = nextDeadline, deadline <= now {
            for var event in replay.steps[nextIndex].action.sdlEvents(windowID: windowID, windowSize: windowSize) {
                SDL_PushEvent(&event)
            }
            nextIndex += 1
        }
    }
}
