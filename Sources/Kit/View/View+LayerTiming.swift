/// Core Animation's media timing on views: each view has a local time derived from its superview's,
/// t_local = (t_parent − beginTime) · speed + timeOffset, and its animations run in that time. The window's
/// root takes the window's clock (`Window.now`) as its parent time. Speed 0 freezes a subtree.
struct LayerTiming: Equatable {
    var speed: Double = 1
    var timeOffset: Double = 0
    var beginTime: Double = 0
    /// The speed to restore on `resumeAnimations()`, while paused by `pauseAnimations()`.
    var speedBeforePause: Double?

    var isDefault: Bool { speed == 1 && timeOffset == 0 && beginTime == 0 }

    /// False until some view's timing leaves the defaults: until then every local time is the window's clock, and
    /// the per-frame path skips walking up the tree. One flag for all windows, since a view can move between
    /// them; it never turns back.
    @MainActor static var isInUse = false
}

extension View {
    /// How fast this view's local time runs relative to its superview's (2 = twice as fast, 0 = frozen). It
    /// composes down the tree: a subview of a half-speed view runs at half speed too.
    public var speed: Double {
        get { layerTiming.speed }
        set { updateTiming { $0.speed = newValue } }
    }

    /// Added to this view's local time (the pause recipe parks the frozen time here).
    public var timeOffset: Double {
        get { layerTiming.timeOffset }
        set { updateTiming { $0.timeOffset = newValue } }
    }

    /// The superview time at which this view's local time starts counting (the resume recipe sets it).
    public var beginTime: Double {
        get { layerTiming.beginTime }
        set { updateTiming { $0.beginTime = newValue } }
    }

    /// This view's local time at the window-clock time `globalTime`.
    func localTime(at globalTime: Double) -> Double {
        guard LayerTiming.isInUse else { return globalTime }
        let parentTime = superview?.localTime(at: globalTime) ?? globalTime
        let timing = layerTiming
        if timing.isDefault { return parentTime }
        return (parentTime - timing.beginTime) * timing.speed + timing.timeOffset
    }

    /// This view's local time now (Core Animation's `convertTime(CACurrentMediaTime(), from: nil)`), on its
    /// window's clock. A view in no window has no clock: its local time is taken at time 0.
    var currentLocalTime: Double { localTime(at: window?.now ?? 0) }

    /// True when this view or an ancestor has speed 0: its animations are frozen and need no frames.
    var isTimeFrozen: Bool {
        guard LayerTiming.isInUse else { return false }
        var view: View? = self
        while let current = view {
            if current.layerTiming.speed == 0 { return true }
            view = current.superview
        }
        return false
    }

    /// Freezes every animation in this subtree where it is (the recipe: timeOffset = local time, speed = 0).
    public func pauseAnimations() {
        guard speedBeforePauseIsUnset, layerTiming.speed != 0 else { return }
        let pausedTime = currentLocalTime
        updateTiming {
            $0.speedBeforePause = $0.speed
            $0.speed = 0
            $0.timeOffset = pausedTime
        }
    }

    /// Resumes a subtree frozen by `pauseAnimations()` from exactly where it stopped, at its earlier speed s
    /// (the recipe: timeOffset = 0, beginTime = now − pausedTime / s in the superview's time).
    public func resumeAnimations() {
        guard let speed = layerTiming.speedBeforePause else { return }
        let pausedTime = layerTiming.timeOffset
        let parentNow = superview?.currentLocalTime ?? window?.now ?? 0
        updateTiming {
            $0.speedBeforePause = nil
            $0.speed = speed
            $0.timeOffset = 0
            $0.beginTime = speed != 0 ? parentNow - pausedTime / speed : 0
        }
    }

    /// True while paused by `pauseAnimations()`.
    public var isAnimationPaused: Bool { layerTiming.speedBeforePause != nil }

    private var speedBeforePauseIsUnset: Bool { layerTiming.speedBeforePause == nil }

    private func updateTiming(_ change: (inout LayerTiming) -> Void) {
        change(&layerTiming)
        if !layerTiming.isDefault { LayerTiming.isInUse = true }
        // Resuming may need frames again; pausing needs one more to draw the frozen state.
        setNeedsDisplay()
    }
}
