import Dispatch
import FoundationEssentials
import Kit

/// A check, for the end-to-end tests, that the run loop serves the main dispatch queue: with
/// `KINETIC_RUN_LOOP_PROBE=1` (and `--automation`), once the first frame is up, work goes to `DispatchQueue.main`
/// and to a `Task { @MainActor in … }` from the main thread, then — while the app sits idle — from a background
/// thread at spaced moments. Each piece reports (`runloop.main_queue` / `runloop.main_actor`) how long it waited.
/// A loop that never drained the queue would report nothing; one that woke only at its next timer would report
/// waits of up to its longest idle sleep.
enum RunLoopProbe {
    static let environmentVariable = "KINETIC_RUN_LOOP_PROBE"
    /// How long the app is left to settle into idling before the background sends, in seconds.
    static let settleDelay = 1.0
    /// Background sends made while idle.
    static let idleSends = 5
    /// Seconds between background sends: not a divisor of a second, so sends land at spread-out moments of a
    /// sleeping loop's timeout.
    static let idleInterval = 0.37

    /// Which thread sent a piece of work.
    enum Sender: String, Sendable {
        /// The main thread, at the first frame.
        case main
        /// Another thread, while the app idles.
        case background
    }

    /// Starts the probe when the environment asks for it.
    @MainActor
    static func startIfRequested(events: EventLog) {
        guard ProcessInfo.processInfo.environment[environmentVariable] == "1" else { return }
        let sentFromMain = ContinuousClock.now
        DispatchQueue.main.async {
            MainActor.assumeIsolated { report(AppEvent.mainQueueServed, from: .main, sent: sentFromMain, to: events) }
        }
        Task { @MainActor in report(AppEvent.mainActorServed, from: .main, sent: sentFromMain, to: events) }
        DetachedThread.start {
            DetachedThread.sleep(seconds: settleDelay)
            for index in 0..<idleSends {
                DetachedThread.sleep(seconds: idleInterval)
                let sent = ContinuousClock.now
                if index.isMultiple(of: 2) {
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated {
                            report(AppEvent.mainQueueServed, from: .background, sent: sent, to: events)
                        }
                    }
                } else {
                    Task { @MainActor in report(AppEvent.mainActorServed, from: .background, sent: sent, to: events) }
                }
            }
        }
    }

    @MainActor
    private static func report(
        _ event: (Sender, Double) -> AppEvent, from sender: Sender, sent: ContinuousClock.Instant, to events: EventLog
    ) {
        let waited = ContinuousClock.now - sent
        let milliseconds =
            Double(waited.components.seconds) * 1000 + Double(waited.components.attoseconds) / 1e15
        events.emit(event(sender, milliseconds))
    }

}
