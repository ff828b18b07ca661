/// Advances the view animations of one window on that window's clock and runs their completions.
///
/// Each `Window` owns one, driven by the clock the window was given (the app's real or virtual clock, a test's
/// fake one), so windows never share time. An animation starts at the clock's time when its block runs and is
/// read at the clock's time when drawn. Each view's animations run in the view's local time (see `View.speed`),
/// so a paused subtree freezes and needs no frames.
@MainActor
final class AnimationEngine {
    /// The window's clock, in seconds.
    private let clock: @MainActor () -> Double

    /// Views with animations, held weakly: a view nobody keeps goes away, and its completions still run.
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var dueCompletions: [@MainActor () -> Void] = []
    /// Property animators that are running (retained while they run, as UIKit does).
    private var runningAnimators: [ObjectIdentifier: PropertyAnimator] = [:]

    init(clock: @escaping @MainActor () -> Double) {
        self.clock = clock
    }

    /// Views outlive their window's engine only when the window goes first: their lists, which point here, go now.
    isolated deinit {
        for entry in entries.values { entry.view?.animationList = nil }
    }

    /// The window's clock now, in seconds.
    var now: Double { clock() }

    /// True while anything moves or a completion waits: the run loop renders frames until this turns false.
    /// Animations that are frozen (a paused subtree, a paused property animator) or only hold their last frame
    /// do not count, so a paused scene lets the app sleep.
    var isAnimating: Bool {
        if !dueCompletions.isEmpty || !runningAnimators.isEmpty { return true }
        return entries.values.contains { $0.needsFrames }
    }

    /// Advances to `now` (the window's clock, read once per frame): ends property animators and animations whose
    /// time is over, then runs the completions that fall due, which may start new animations.
    func advance(to now: Double) {
        for animator in Array(runningAnimators.values) { animator.advance(now: now) }
        var emptied: [ObjectIdentifier] = []
        for (key, entry) in entries where retireFinishedAnimations(of: entry, now: now) {
            emptied.append(key)
        }
        for key in emptied { entries[key] = nil }
        runDueCompletions()
    }

    /// Called when the model value of a view in this engine's window changes inside the animation block
    /// `capture`: starts an animation of `property` from the old value (unless the block applies at once, or it
    /// belongs to a property animator running in another window).
    func propertyDidChange(
        _ view: View, _ property: AnimatableProperty, from old: AnimationVector, to new: AnimationVector,
        in capture: AnimationCapture
    ) {
        capture.group?.completes(in: self)
        guard !capture.appliesAtOnce else { return }
        if let animator = capture.clock?.owner, !animator.runs(in: self) { return }
        let now = self.now
        let list = animationList(of: view)
        let localTime = view.localTime(at: now)
        var offset = old - new
        offset += replaceRunningAnimations(of: property, in: list, localTime: localTime, now: now, for: capture)
        capture.group?.add()
        let timing = capture.timing(localTime: localTime)
        let animation = PropertyAnimation(
            property: property, offset: offset, timing: timing, function: capture.function, window: capture.window,
            group: capture.group, clock: capture.clock, clockStartProgress: capture.clockStartProgress,
            allowsUserInteraction: capture.allowsUserInteraction || capture.clock != nil)
        list.append(animation)
        capture.clock?.owner?.adopt(animation, on: view)
    }

    /// The value of `property` the view shows at the current time: its model value plus unfinished offsets.
    func presented(_ view: View, _ property: AnimatableProperty, model: AnimationVector) -> AnimationVector {
        guard let list = view.animationList, list.animates(property) else { return model }
        var value = model
        var localTime: Double?
        let now = self.now
        for animation in list.items where animation.property == property {
            let time = localTime ?? view.localTime(at: now)
            localTime = time
            value += animation.contribution(localTime: time, now: now)
        }
        return value
    }

    /// Removes every animation of `view` at once (the view left the window): completions get `finished == false`.
    func removeAllAnimations(of view: View) {
        guard let list = view.animationList else { return }
        for animation in list.items where !animation.isSettled {
            settle(animation, interrupted: true)
        }
        list.removeAll()
        view.animationList = nil
        entries[ObjectIdentifier(view)] = nil
    }

    /// Takes one animation (a property animator's) off its view without settling anything.
    func remove(_ animation: PropertyAnimation, from view: View) {
        guard let list = view.animationList else { return }
        list.removeAll { $0 === animation }
        if list.items.isEmpty {
            view.animationList = nil
            entries[ObjectIdentifier(view)] = nil
        }
        view.setNeedsDisplay()
    }

    /// Ends the animations of one property of `view` at once (their completions get `finished == false`).
    func cancelAnimations(of view: View, property: AnimatableProperty) {
        guard let list = view.animationList else { return }
        let cancelled = list.items.filter { $0.property == property && $0.clock == nil }
        for animation in cancelled {
            if !animation.isSettled { settle(animation, interrupted: true) }
            remove(animation, from: view)
        }
    }

    func queueCompletion(_ completion: @escaping @MainActor () -> Void) {
        dueCompletions.append(completion)
    }

    func animatorDidStartRunning(_ animator: PropertyAnimator) {
        runningAnimators[ObjectIdentifier(animator)] = animator
    }

    func animatorDidStopRunning(_ animator: PropertyAnimator) {
        runningAnimators[ObjectIdentifier(animator)] = nil
    }

    // MARK: Private

    private func animationList(of view: View) -> AnimationList {
        if let list = view.animationList { return list }
        let list = AnimationList(engine: self)
        view.animationList = list
        let key = ObjectIdentifier(view)
        // A dead view's identifier can be reused by a new view: settle the old one's animations first.
        if let stale = entries[key] { settleAll(stale.list) }
        entries[key] = Entry(view: view, list: list)
        return list
    }

    /// Ends the running animations of `property` that a new one supersedes and returns the offset they still
    /// showed that must carry over (for those removed outright). Additive ones keep running but are told they
    /// were interrupted; cyclic and held ones, and all of them under `.beginFromCurrentState`, are folded into
    /// the new animation so they stop moving.
    private func replaceRunningAnimations(
        of property: AnimatableProperty, in list: AnimationList, localTime: Double, now: Double,
        for capture: AnimationCapture
    ) -> AnimationVector {
        var carried = AnimationVector.zero
        var folded = false
        for animation in list.items where animation.property == property && !animation.isSameBatch(as: capture) {
            guard animation.clock == nil else { continue }
            if !animation.isSettled { settle(animation, interrupted: true) }
            if capture.beginsFromCurrentState || animation.timing.isCyclic || animation.isHolding {
                carried += animation.contribution(localTime: localTime, now: now)
                animation.isHolding = true
                folded = true
            }
        }
        if folded {
            list.removeAll { $0.property == property && $0.isHolding && !$0.isSameBatch(as: capture) }
        }
        return carried
    }

    private func settle(_ animation: PropertyAnimation, interrupted: Bool) {
        animation.isSettled = true
        if let done = animation.group?.settle(interrupted: interrupted) { dueCompletions.append(done) }
    }

    private func settleAll(_ list: AnimationList) {
        for animation in list.items where !animation.isSettled { settle(animation, interrupted: true) }
        list.removeAll()
    }

    /// Settles animations whose time is over; returns true when the entry has nothing left to do.
    private func retireFinishedAnimations(of entry: Entry, now: Double) -> Bool {
        guard let view = entry.view else {
            settleAll(entry.list)
            return true
        }
        let localTime = view.localTime(at: now)
        var removesAny = false
        for animation in entry.list.items where !animation.isHolding && animation.hasEnded(at: localTime) {
            if !animation.isSettled { settle(animation, interrupted: false) }
            if animation.timing.fillMode.holdsLastFrame {
                animation.isHolding = true
            } else {
                removesAny = true
            }
            view.setNeedsDisplay()
        }
        guard removesAny else { return false }
        entry.list.removeAll { !$0.timing.fillMode.holdsLastFrame && $0.hasEnded(at: localTime) }
        guard entry.list.items.isEmpty else { return false }
        view.animationList = nil
        return true
    }

    private func runDueCompletions() {
        // Completions may queue more (a zero-duration animation started in one runs on the next frame).
        let completions = dueCompletions
        dueCompletions.removeAll()
        for completion in completions { completion() }
    }

    @MainActor
    private final class Entry {
        weak var view: View?
        let list: AnimationList

        init(view: View, list: AnimationList) {
            self.view = view
            self.list = list
        }

        var needsFrames: Bool {
            guard let view else { return true }  // gone: its completions run on the next frame
            if view.isTimeFrozen { return false }
            return list.items.contains { $0.needsFrames }
        }
    }
}
