import Kit

/// Binds a `SnowmanPlayback` to the snowman: it sends the studio's actions to the model with the window's clock
/// time, and carries out the effects that come back — one animation of every dimension from rest to the setting's
/// pose, shown at the model's animation time, moving or frozen with the figure's layer timing (speed 0 at the
/// paused local time) — and logs them.
@MainActor
public final class SnowmanPlayer {
    public typealias State = SnowmanPlayback.State

    public let figure: SnowmanFigureView
    public private(set) var playback: SnowmanPlayback
    /// Called after every state change (the studio retitles its button).
    public var onStateChange: (@MainActor (State) -> Void)?
    /// Whether the snowman stands in the setting's end pose, rather than at rest, while nothing plays (the
    /// editor's preview shows where the values lead).
    public var showsEndPoseWhenStopped = false
    private let events: EventLog
    /// Counts animations started, so an interrupted animation's late completion is ignored.
    private var generation = 0
    /// The pose the model values hold now (rest, or the setting's pose while it plays).
    private var modelPose = SnowmanPose.rest

    public init(figure: SnowmanFigureView, setting: AnimationSetting, events: EventLog) {
        self.figure = figure
        playback = SnowmanPlayback(setting: setting)
        self.events = events
    }

    public var state: State { playback.state }
    public var setting: AnimationSetting { playback.setting }
    /// What the play button does next: "Play", "Pause" or "Resume".
    public var actionTitle: String { playback.actionTitle }
    /// Seconds of animation shown so far (frozen while paused).
    public var animationTime: Double { playback.animationTime(at: now) }
    /// Where the scrubber stands now (see `SnowmanPlayback.scrubberTime(at:)`).
    public var scrubberTime: Double { playback.scrubberTime(at: now) }

    /// The play button: play, pause or resume.
    public func performAction() { send(.toggle) }
    /// Starts the setting from rest.
    public func play() { send(.play) }
    /// Freezes the animation on the current frame.
    public func pause() { send(.pause) }
    /// Continues from the paused frame.
    public func resume() { send(.resume) }
    /// Switches to another setting: a running animation starts over with it, otherwise the snowman waits at rest.
    public func choose(_ setting: AnimationSetting) { send(.choose(setting)) }
    /// Shows the animation `time` seconds in: moving on from there while playing, else frozen there, paused.
    public func seek(to time: Double) { send(.seek(to: time)) }

    /// Hands `action` to the model at the window's time and carries out what it answers.
    public func send(_ action: SnowmanPlayback.Action) {
        let effects = playback.send(action, at: now)
        for effect in effects { perform(effect) }
        if !effects.isEmpty { onStateChange?(playback.state) }
    }

    /// Places the figure again after the stage changed size (the running animation keeps going).
    public func layoutChanged(to geometry: SnowmanFigureView.Geometry) {
        guard geometry != figure.geometry else { return }
        figure.geometry = geometry
        View.performWithoutAnimation { figure.apply(modelPose) }
    }

    // MARK: Private

    /// The window's clock (a figure in no window has none: 0).
    private var now: Double { figure.window?.now ?? 0 }

    private func perform(_ effect: SnowmanPlayback.Effect) {
        switch effect {
        case .run(let time): show(at: time, moving: true)
        case .freeze(let time): show(at: time, moving: false)
        case .rest:
            returnToRest()
            if showsEndPoseWhenStopped { hold(SnowmanPose(playback.setting)) }
        case .endAtRest: hold(showsEndPoseWhenStopped ? SnowmanPose(playback.setting) : .rest)
        case .announce(let announcement): announce(announcement)
        }
    }

    /// Starts the animation afresh and moves the figure's local clock `time` seconds on, so it shows the frame
    /// an unbroken run shows then (the layer-timing way to begin part way through); frozen there unless `moving`.
    private func show(at time: Double, moving: Bool) {
        returnToRest()
        let playing = generation
        let setting = playback.setting
        let target = SnowmanPose(setting)
        modelPose = target
        let repeats = setting.repeatCount == 0 ? Double.infinity : Double(setting.repeatCount)
        View.animate(duration: setting.duration, curve: setting.timingCurve.curve) {
            View.modifyAnimations(withRepeatCount: repeats, autoreverses: setting.autoreverses) {
                self.figure.apply(target)
            }
        } completion: { [weak self] finished in
            guard let self, finished, playing == self.generation else { return }
            self.send(.finish)
        }
        figure.timeOffset = time
        if !moving { figure.pauseAnimations() }
    }

    /// Makes `pose` the model values, with no animation.
    private func hold(_ pose: SnowmanPose) {
        modelPose = pose
        View.performWithoutAnimation { figure.apply(pose) }
    }

    /// Removes every animation and puts the figure's clock back in step with its stage.
    private func returnToRest() {
        generation += 1
        figure.removeAllAnimations()
        if figure.isAnimationPaused { figure.resumeAnimations() }
        figure.speed = 1
        figure.beginTime = 0
        figure.timeOffset = 0
        modelPose = .rest
        View.performWithoutAnimation { figure.apply(.rest) }
    }

    private func announce(_ announcement: SnowmanPlayback.Announcement) {
        switch announcement {
        case .played(let name): events.emit(SnowmanEvent.played(name: name))
        case .paused(let time): events.emit(SnowmanEvent.paused(time: time))
        case .resumed(let time): events.emit(SnowmanEvent.resumed(time: time))
        case .finished(let name): events.emit(SnowmanEvent.finished(name: name))
        case .sought(let time): events.emit(SnowmanEvent.sought(time: time))
        }
    }
}

extension TimingCurveChoice {
    /// Kit's curve for this choice (UIKit's control points).
    var curve: TimingCurve {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInOut: return .easeInOut
        }
    }
}
