/// One property of one view moving toward its model value.
///
/// Animations are additive, as UIKit's since iOS 8: each holds the offset (old − new) at its start and decays it
/// to zero along its timing function, and the offsets of every animation of a property sum on top of the model
/// value. A new animation of a moving property therefore starts from exactly what is on screen, and the older one
/// keeps its own motion (its velocity), so neither position nor velocity jumps.
@MainActor
final class PropertyAnimation {
    let property: AnimatableProperty
    let offset: AnimationVector
    /// When it runs, in the view's local time (ignored when a property animator drives it).
    let timing: AnimationTiming
    let function: TimingFunction
    /// The part of each pass it moves in (a keyframe's relative start and duration; the whole pass otherwise).
    let window: KeyframeWindow
    /// The `View.animate` call it belongs to (nil when a property animator owns it).
    let group: AnimationGroup?
    /// The property animator driving it instead of time, and the animator's progress when it was added.
    let clock: AnimatorClock?
    let clockStartProgress: Double
    /// UIKit's `.allowUserInteraction`: without it the view ignores touches until this animation ends.
    let allowsUserInteraction: Bool
    /// True once this animation no longer counts toward its group (finished, or interrupted by a newer one).
    var isSettled = false
    /// True once its active time is over and it only holds its last frame (fill mode forwards).
    var isHolding = false

    init(
        property: AnimatableProperty, offset: AnimationVector, timing: AnimationTiming, function: TimingFunction,
        window: KeyframeWindow, group: AnimationGroup?, clock: AnimatorClock?, clockStartProgress: Double,
        allowsUserInteraction: Bool
    ) {
        self.property = property
        self.offset = offset
        self.timing = timing
        self.function = function
        self.window = window
        self.group = group
        self.clock = clock
        self.clockStartProgress = clockStartProgress
        self.allowsUserInteraction = allowsUserInteraction
    }

    /// What this animation adds to the model value at the view's local time `localTime` (global time `now`).
    @inline(__always)
    func contribution(localTime: Double, now: Double) -> AnimationVector {
        guard let progress = progress(localTime: localTime, now: now) else { return .zero }
        return offset * (1 - progress)
    }

    /// Progress from 0 (showing the old value) to 1 (the model value), or nil when it shows nothing now.
    func progress(localTime: Double, now: Double) -> Double? {
        if let clock {
            let progress = clock.progress(at: now)
            let start = clockStartProgress
            return start < 1 ? (progress - start) / (1 - start) : 1
        }
        guard let fraction = timing.passFraction(at: localTime) else { return nil }
        return function.value(atFraction: window.fraction(ofPass: fraction))
    }

    /// True when its time is over (never for one a property animator drives: the animator ends it).
    @inline(__always)
    func hasEnded(at localTime: Double) -> Bool {
        clock == nil && localTime >= timing.endTime - AnimationTiming.endTolerance
    }

    /// True while it moves and needs frames (not when frozen by a paused animator or holding its last frame).
    var needsFrames: Bool {
        if let clock { return clock.isRunning }
        return !isHolding
    }

    /// True when it still moves at `localTime` and was started without `.allowUserInteraction`.
    func blocksInteraction(at localTime: Double) -> Bool {
        !allowsUserInteraction && !isHolding && (clock?.isRunning ?? !hasEnded(at: localTime))
    }

    /// True when it belongs to the same batch of changes as `capture` (one animate call or one animator), whose
    /// animations of one property chain rather than interrupt each other.
    func isSameBatch(as capture: AnimationCapture) -> Bool {
        if let group, group === capture.group { return true }
        if let clock, clock === capture.clock { return true }
        return false
    }
}

/// The slice of each pass a keyframe moves in, as fractions of the pass.
struct KeyframeWindow: Equatable {
    var start: Double
    var length: Double

    static let whole = KeyframeWindow(start: 0, length: 1)

    /// The keyframe's own fraction at `fraction` of the pass: 0 before its slice, 1 after it.
    @inline(__always)
    func fraction(ofPass fraction: Double) -> Double {
        if start == 0 && length == 1 { return fraction }
        guard length > 0 else { return fraction >= start ? 1 : 0 }
        return min(max((fraction - start) / length, 0), 1)
    }
}

/// The animations of one view, shared by the view (to draw) and the engine (to advance them even after the view
/// is gone, so every completion still runs).
@MainActor
final class AnimationList {
    /// The engine of the window the view was in when they started: its clock times them (the view's animations
    /// all go when it leaves that window). Not reference-counted, since drawing reads it for every animated
    /// property of every frame: the engine takes every list it made off its view when it goes away.
    private(set) unowned(unsafe) var engine: AnimationEngine
    private(set) var items: [PropertyAnimation] = []

    init(engine: AnimationEngine) {
        self.engine = engine
    }
    /// One bit per property with an animation in `items`, so reading a property nothing animates costs no loop.
    private(set) var animatedProperties: UInt16 = 0

    func append(_ animation: PropertyAnimation) {
        items.append(animation)
        animatedProperties |= animation.property.bit
    }

    func removeAll(where shouldRemove: (PropertyAnimation) -> Bool) {
        items.removeAll(where: shouldRemove)
        animatedProperties = items.reduce(0) { $0 | $1.property.bit }
    }

    func removeAll() {
        items.removeAll()
        animatedProperties = 0
    }

    @inline(__always)
    func animates(_ property: AnimatableProperty) -> Bool { animatedProperties & property.bit != 0 }
}

extension AnimatableProperty {
    /// This property's bit in `AnimationList.animatedProperties`.
    var bit: UInt16 {
        switch self {
        case .alpha: return 1 << 0
        case .center: return 1 << 1
        case .bounds: return 1 << 2
        case .transform: return 1 << 3
        case .backgroundColor: return 1 << 4
        case .transform3D: return 1 << 5
        case .transition: return 1 << 6
        }
    }
}
