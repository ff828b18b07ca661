/// Where a property animator's animations are between their start (progress 0) and end (1), as a function of the
/// window's clock: a run from one fraction of the duration to another, or a pause at a fraction.
///
/// Two numbers describe the position: the fraction of the duration elapsed (`fractionComplete`, linear in
/// time) and the progress the animations show (the timing function of that fraction, or a linear scrub). A run
/// that continues along the original function keeps them tied; one that starts from a scrubbed position or with
/// new timing parameters carries the shown progress from where it is to the end with its own function.
@MainActor
final class AnimatorClock {
    let duration: Double
    let function: TimingFunction
    /// The animator that owns the animations this clock drives (to collect them as they are created).
    weak var owner: PropertyAnimator?

    private(set) var isRunning = false
    private var pausedFraction = 0.0
    private var pausedProgress = 0.0
    private var run: Run?

    private struct Run {
        let startTime: Double
        let startFraction: Double
        let endFraction: Double
        let duration: Double
        /// nil: progress follows the original function of the fraction; else it goes from `startProgress` to the
        /// end fraction along this function of the run's own time.
        let retimed: (startProgress: Double, function: TimingFunction)?

        func time(at now: Double) -> Double {
            guard duration > 0, now < startTime + duration - AnimationTiming.endTolerance else { return 1 }
            return min(max((now - startTime) / duration, 0), 1)
        }
    }

    init(duration: Double, function: TimingFunction) {
        self.duration = duration
        self.function = function
    }

    /// The fraction of the duration elapsed at `now`.
    func fraction(at now: Double) -> Double {
        guard isRunning, let run else { return pausedFraction }
        return run.startFraction + (run.endFraction - run.startFraction) * run.time(at: now)
    }

    /// The progress the animations show at `now`.
    func progress(at now: Double) -> Double {
        guard isRunning, let run else { return pausedProgress }
        let time = run.time(at: now)
        guard let retimed = run.retimed else {
            return function.value(atFraction: run.startFraction + (run.endFraction - run.startFraction) * time)
        }
        return retimed.startProgress + (run.endFraction - retimed.startProgress)
            * retimed.function.value(atFraction: time)
    }

    /// True once a run has reached its end fraction.
    func hasReachedEnd(at now: Double) -> Bool {
        guard isRunning, let run else { return false }
        return run.time(at: now) >= 1 && now >= run.startTime
    }

    /// The fraction the current run ends at (1 forward, 0 reversed).
    var endFraction: Double { run?.endFraction ?? 1 }

    /// Runs from the current position toward the end (or the start when `reversed`), after `delay` seconds.
    /// `function` (nil: the original one) retimes the rest; the run lasts the remaining share of
    /// `duration × durationFactor`.
    func start(
        now: Double, reversed: Bool, function newFunction: TimingFunction?, durationFactor: Double, delay: Double
    ) {
        let fraction = self.fraction(at: now)
        let progress = self.progress(at: now)
        let target: Double = reversed ? 0 : 1
        let length = duration * max(durationFactor, 0) * abs(target - fraction)
        let followsOriginal = newFunction == nil && abs(progress - function.value(atFraction: fraction)) < 1e-9
        run = Run(
            startTime: now + max(delay, 0), startFraction: fraction, endFraction: target, duration: length,
            retimed: followsOriginal ? nil : (progress, newFunction ?? function))
        isRunning = true
    }

    /// Freezes at the current position.
    func pause(now: Double) {
        pausedFraction = fraction(at: now)
        pausedProgress = progress(at: now)
        isRunning = false
        run = nil
    }

    /// Moves a paused clock to `fraction`, showing it linearly (`linearly`) or through the timing function.
    func scrub(to fraction: Double, linearly: Bool) {
        let clamped = min(max(fraction, 0), 1)
        pausedFraction = clamped
        pausedProgress = linearly ? clamped : function.value(atFraction: clamped)
    }

    /// Back to the start, stopped (after the animator finished).
    func reset() {
        isRunning = false
        run = nil
        pausedFraction = 0
        pausedProgress = 0
    }
}
