import CSDL2
import Kit

extension AppHost {
    /// Plays `replay` once the first frame is on screen (`kinetic --replay FILE`): its events go into SDL's own
    /// queue at their times and take the path real input takes. `replay.finished` is logged after the last one.
    public func play(_ replay: InputReplay) {
        replayPlayer = ReplayPlayer(replay)
    }

    /// Starts the replay's clock, so its times count from the first frame on screen.
    func startReplay() {
        replayPlayer?.start(at: now)
    }

    /// Pushes the replay's due events into SDL's queue; the loop drains them right after.
    func pushDueReplayEvents() {
        guard let player = replayPlayer, player.hasStarted else { return }
        player.pushDueSteps(now: now, windowID: SDL_GetWindowID(sdlWindow), windowSize: window.size)
    }

    /// Logs `replay.finished` once the last event has been pushed and handled.
    func finishReplayIfDone() {
        guard let player = replayPlayer, player.isFinished else { return }
        replayPlayer = nil
        window.events.emit(PlatformEvent.replayFinished(events: player.replay.steps.count))
    }

    /// The next moment the loop must wake for: the window's next timer or the replay's next event.
    var nextWakeDeadline: Double? {
        [window.nextDeadline, replayPlayer?.nextDeadline].compactMap { $0 }.min()
    }
}
