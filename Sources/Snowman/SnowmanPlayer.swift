import Kit

/// Plays a setting on the snowman as one animation of every dimension, from rest to the setting's pose, and
/// pauses it exactly with the figure's layer timing (speed 0 at the paused local time; resuming continues from
/// that frame). Choosing another setting or playing again starts from rest.
@MainActor
public final class SnowmanPlayer {
    public enum State: Equatable, Sendable {
        case idle, playing, paused, finished
    }

    public let figure: SnowmanFigureView
    public private(set) var state: State = .idle { didSet { onStateChange?(state) } }
    public private(set) var setting: AnimationSetting
    /// Called after every state change (the studio retitles its button).
    public var onStateChange: (@MainActor (State) -> Void)?
    private let events: EventLog
    /// The figure's local time when the running animation began.
    private var startTime = 0.0
    /// Counts plays, so an interrupted animation's late completion is ignored.
    private var generation = 0
    /// The pose the model values hold now (rest, or the setting's pose while it plays).
    private var modelPose = SnowmanPose.rest

    public init(figure: SnowmanFigureView, setting: AnimationSetting, events: EventLog) {
        self.figure = figure
        self.setting = setting
        self.events = events
    }

    /// What the play button does next: "Play", "Pause" or "Resume".
    public var actionTitle: String {
        switch state {
        case .idle, .finished: return "Play"
        case .playing: return "Pause"
        case .paused: return "Resume"
        }
    }

    /// Seconds of animation shown so far (frozen while paused).
    public var animationTime: Double { figure.currentLocalTime - startTime }

    /// The play button: play, pause or resume.
    public func performAction() {
        switch state {
        case .idle, .finished: play()
        case .playing: pause()
        case .paused: resume()
        }
    }

    /// Starts the setting from rest.
    public func play() {
        returnToRest()
        generation += 1
        let playing = generation
        let setting = setting
        let target = SnowmanPose(setting)
        startTime = figure.currentLocalTime
        modelPose = target
        state = .playing
        events.emit("snowman.play", ["name": .string(setting.name)])
        let repeats = setting.repeatCount == 0 ? Double.infinity : Double(setting.repeatCount)
        View.animate(duration: setting.duration, curve: setting.timingCurve.curve) {
            View.modifyAnimations(withRepeatCount: repeats, autoreverses: setting.autoreverses) {
                self.figure.apply(target)
            }
        } completion: { [weak self] finished in
            guard let self, finished, playing == self.generation else { return }
            self.finish()
        }
    }

    /// Freezes the animation on the current frame.
    public func pause() {
        guard state == .playing else { return }
        figure.pauseAnimations()
        state = .paused
        events.emit("snowman.pause", ["t": .double(animationTime)])
    }

    /// Continues from the paused frame.
    public func resume() {
        guard state == .paused else { return }
        figure.resumeAnimations()
        state = .playing
        events.emit("snowman.resume", ["t": .double(animationTime)])
    }

    /// Switches to another setting: a running animation starts over with it, otherwise the snowman waits at rest.
    public func choose(_ newSetting: AnimationSetting) {
        let wasPlaying = state == .playing
        setting = newSetting
        if wasPlaying {
            play()
        } else {
            returnToRest()
            state = .idle
        }
    }

    /// Places the figure again after the stage changed size (the running animation keeps going).
    public func layoutChanged(to geometry: SnowmanFigureView.Geometry) {
        guard geometry != figure.geometry else { return }
        figure.geometry = geometry
        View.performWithoutAnimation { figure.apply(modelPose) }
    }

    // MARK: Private

    private func returnToRest() {
        generation += 1
        if figure.isAnimationPaused { figure.resumeAnimations() }
        figure.removeAllAnimations()
        modelPose = .rest
        View.performWithoutAnimation { figure.apply(.rest) }
    }

    /// The last cycle ended: an autoreversed animation is back at rest, so the model goes there too.
    private func finish() {
        if setting.autoreverses {
            modelPose = .rest
            View.performWithoutAnimation { figure.apply(.rest) }
        }
        state = .finished
        events.emit("snowman.finished", ["name": .string(setting.name)])
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
