/// The studio's playback as a value: which setting is chosen, whether it plays, and how far into it the
/// snowman is. It has no views and no clock of its own: each action arrives with the time it happens at
/// (seconds on the window's clock), and the answer is what the figure must now do, for `SnowmanPlayer` to
/// carry out. So play, pause, resume and the automatic pause are tested on made-up times alone.
///
/// ```swift
/// var playback = SnowmanPlayback(setting: tumble)
/// playback.send(.toggle, at: 10)    // [.run(from: 0), .announce(.played(name: "Tumble"))]
/// playback.send(.leave, at: 10.5)   // pauses by itself: [.freeze(at: 0.5), .announce(.paused(at: 0.5))]
/// playback.send(.appear, at: 60)    // [.freeze(at: 0.5)]: off screen the figure lost its animation
/// playback.send(.resume, at: 61)    // [.run(from: 0.5), .announce(.resumed(at: 0.5))]
/// playback.send(.pause, at: 61.25)  // [.freeze(at: 0.75), .announce(.paused(at: 0.75))]
/// playback.send(.seek(to: 2), at: 70)  // the scrubber: [.freeze(at: 2), .announce(.sought(to: 2))]
/// ```
///
/// The model, not the figure, keeps the time: a view that leaves the window loses its animations, so the figure
/// cannot be trusted to still hold a paused one. Every effect that shows the animation says how far into it.
public struct SnowmanPlayback: Equatable, Sendable {
    public enum State: Equatable, Sendable {
        case idle, playing, paused, finished
    }

    public enum Action: Equatable, Sendable {
        /// The play button or Space: play, pause or resume, whichever the button says.
        case toggle
        /// Starts the chosen setting from rest.
        case play
        case pause
        case resume
        /// Another setting was picked: a running animation starts over with it, otherwise the snowman rests.
        case choose(AnimationSetting)
        /// The studio goes off screen (another tab, the editor): a running animation pauses by itself.
        case leave
        /// The studio is on screen again: a paused animation is shown again on its paused frame.
        case appear
        /// The animation reached its end.
        case finish
        /// The scrubber moved to this animation time, in seconds (clamped to `scrubDuration`): a running animation
        /// plays on from there; otherwise the snowman stands still there, paused, and Resume plays on from it.
        case seek(to: Double)
    }

    /// What the figure must do after an action.
    public enum Effect: Equatable, Sendable {
        /// Show the setting's animation this many seconds in, moving on from there (0: from rest).
        case run(from: Double)
        /// Show the setting's animation this many seconds in, standing still.
        case freeze(at: Double)
        /// Stand at rest with nothing animating.
        case rest
        /// The run is over and its last frame is rest (an autoreversed run came back).
        case endAtRest
        case announce(Announcement)
    }

    /// What the event log records; times are animation time, in seconds.
    public enum Announcement: Equatable, Sendable {
        case played(name: String)
        case paused(at: Double)
        case resumed(at: Double)
        case finished(name: String)
        case sought(to: Double)
    }

    public private(set) var state: State = .idle
    public private(set) var setting: AnimationSetting
    /// True while paused because the studio left the screen rather than by the user's hand.
    public private(set) var isPausedAutomatically = false
    /// Animation time at `anchorClock`: while playing, time runs on from there at the clock's pace.
    private var anchorTime = 0.0
    private var anchorClock = 0.0

    public init(setting: AnimationSetting) {
        self.setting = setting
    }

    /// What the play button does next: "Play", "Pause" or "Resume".
    public var actionTitle: String {
        switch state {
        case .idle, .finished: return "Play"
        case .playing: return "Pause"
        case .paused: return "Resume"
        }
    }

    /// Seconds of the whole run: every cycle, a reversed one counted twice; infinite for one that repeats forever.
    public var runDuration: Double {
        let cycles = setting.repeatCount == 0 ? Double.infinity : Double(setting.repeatCount)
        return setting.duration * (setting.autoreverses ? 2 : 1) * cycles
    }

    /// Seconds of one cycle: there and back for an autoreversed setting.
    public var cycleDuration: Double {
        setting.duration * (setting.autoreverses ? 2 : 1)
    }

    /// The span the scrubber covers, in seconds: the whole run, or one cycle of a run that repeats forever.
    public var scrubDuration: Double {
        runDuration.isFinite ? runDuration : cycleDuration
    }

    /// Where the scrubber stands at clock time `now`: the animation time, within the cycle for a run that repeats
    /// forever (every cycle looks the same).
    public func scrubberTime(at now: Double) -> Double {
        let time = animationTime(at: now)
        guard !runDuration.isFinite, cycleDuration > 0 else { return time }
        return time.truncatingRemainder(dividingBy: cycleDuration)
    }

    /// Seconds of animation shown at clock time `now`: running while playing, frozen while paused, the whole run
    /// once finished, 0 at rest.
    public func animationTime(at now: Double) -> Double {
        switch state {
        case .idle: return 0
        case .paused: return anchorTime
        case .finished: return runDuration
        case .playing: return min(anchorTime + max(now - anchorClock, 0), runDuration)
        }
    }

    /// Applies `action` at clock time `now` and returns what the figure must do, in order.
    @discardableResult
    public mutating func send(_ action: Action, at now: Double) -> [Effect] {
        switch action {
        case .toggle:
            switch state {
            case .idle, .finished: return send(.play, at: now)
            case .playing: return send(.pause, at: now)
            case .paused: return send(.resume, at: now)
            }
        case .play: return play(at: now)
        case .pause: return pause(at: now, automatically: false)
        case .leave: return pause(at: now, automatically: true)
        case .appear: return state == .paused ? [.freeze(at: anchorTime)] : []
        case .resume: return resume(at: now)
        case .choose(let newSetting): return choose(newSetting, at: now)
        case .finish: return finish()
        case .seek(let time): return seek(to: time, at: now)
        }
    }

    // MARK: Private

    private mutating func play(at now: Double) -> [Effect] {
        state = .playing
        isPausedAutomatically = false
        anchorTime = 0
        anchorClock = now
        return [.run(from: 0), .announce(.played(name: setting.name))]
    }

    private mutating func pause(at now: Double, automatically: Bool) -> [Effect] {
        guard state == .playing else { return [] }
        anchorTime = animationTime(at: now)
        anchorClock = now
        state = .paused
        isPausedAutomatically = automatically
        return [.freeze(at: anchorTime), .announce(.paused(at: anchorTime))]
    }

    private mutating func resume(at now: Double) -> [Effect] {
        guard state == .paused else { return [] }
        anchorClock = now
        state = .playing
        isPausedAutomatically = false
        return [.run(from: anchorTime), .announce(.resumed(at: anchorTime))]
    }

    private mutating func choose(_ newSetting: AnimationSetting, at now: Double) -> [Effect] {
        let wasPlaying = state == .playing
        setting = newSetting
        if wasPlaying { return play(at: now) }
        state = .idle
        isPausedAutomatically = false
        anchorTime = 0
        return [.rest]
    }

    private mutating func seek(to requested: Double, at now: Double) -> [Effect] {
        let time = requested.isFinite ? min(max(requested, 0), scrubDuration) : 0
        anchorTime = time
        anchorClock = now
        isPausedAutomatically = false
        if state == .playing { return [.run(from: time), .announce(.sought(to: time))] }
        state = .paused
        return [.freeze(at: time), .announce(.sought(to: time))]
    }

    private mutating func finish() -> [Effect] {
        guard state == .playing else { return [] }
        state = .finished
        var effects: [Effect] = setting.autoreverses ? [.endAtRest] : []
        effects.append(.announce(.finished(name: setting.name)))
        return effects
    }
}
