import KitTestSupport
import Testing

@testable import Kit

/// One window on its own fake clock, with a view fading out linearly over 1 s, a timer due at 0.5 s and a running
/// display link, each recording what it saw.
@MainActor
private final class ClockedWindow {
    let clock = TestClock()
    let window: Window
    let view = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    var timerFiredAt: Double?
    var linkCalls: [Double] = []
    var finished: Bool?
    private var link: DisplayLink?

    init() {
        window = Window(size: Size(width: 200, height: 200), clock: clock)
        window.rootView.addSubview(view)
        View.animate(duration: 1, curve: .linear) {
            view.alpha = 0
        } completion: { [unowned self] in
            finished = $0
        }
        window.timers.schedule(at: 0.5) { [unowned self] in timerFiredAt = clock.now }
        link = DisplayLink(window: window) { [unowned self] now, _ in linkCalls.append(now) }
        link?.isPaused = false
    }
}

@MainActor
@Suite("Each window runs on its own clock")
struct WindowClockTests {
    @Test("Two windows on two clocks: animations, timers and display links advance only with their own window's clock")
    func windowsDoNotInterfere() {
        let first = ClockedWindow()
        let second = ClockedWindow()
        first.clock.tick(first.window, at: 0.5)
        #expect(abs(first.view.presentedAlpha - 0.5) < 1e-9)
        #expect(first.timerFiredAt == 0.5)
        #expect(first.linkCalls == [0.5])
        #expect(second.view.presentedAlpha == 1, "the other window's clock has not moved")
        #expect(second.timerFiredAt == nil)
        #expect(second.linkCalls.isEmpty)

        second.clock.tick(second.window, at: 0.25)
        #expect(abs(second.view.presentedAlpha - 0.75) < 1e-9)
        #expect(second.timerFiredAt == nil, "due at 0.5 s on its own clock")
        #expect(second.linkCalls == [0.25])
        #expect(abs(first.view.presentedAlpha - 0.5) < 1e-9, "ticking one window leaves the other where it was")
        #expect(first.linkCalls == [0.5])

        first.clock.tick(first.window, at: 1)
        #expect(first.finished == true)
        #expect(second.finished == nil, "its animation is a quarter of the way through")
        #expect(abs(second.view.presentedAlpha - 0.75) < 1e-9)
    }

    @Test("One animation block over views in two windows animates each on its own window's clock")
    func oneBlockTwoWindows() {
        let first = ClockedWindow()
        let second = ClockedWindow()
        second.clock.tick(second.window, at: 10)
        var finished: [Bool] = []
        View.animate(duration: 1, curve: .linear) {
            first.view.center = Point(x: 100, y: 25)
            second.view.center = Point(x: 100, y: 25)
        } completion: {
            finished.append($0)
        }
        first.clock.tick(first.window, at: 0.5)
        second.clock.tick(second.window, at: 10.25)
        #expect(abs(first.view.presentedCenter.x - 62.5) < 1e-9, "halfway from 25 to 100 on the first clock")
        #expect(abs(second.view.presentedCenter.x - 43.75) < 1e-9, "a quarter of the way, begun at 10 s")
        first.clock.tick(first.window, at: 1)
        second.clock.tick(second.window, at: 10.5)
        #expect(finished.isEmpty, "the block completes when the animations in both windows have")
        second.clock.tick(second.window, at: 11)
        first.clock.tick(first.window, at: 1.1)
        second.clock.tick(second.window, at: 11.1)
        #expect(finished == [true])
    }

    @Test("A view in no window takes an animation block's changes at once; it animates only changes made in a window")
    func viewOutsideAnyWindow() async {
        let clock = TestClock()
        let window = Window(size: Size(width: 200, height: 200), clock: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        var finished: Bool?
        View.animate(duration: 1) {
            view.alpha = 0
        } completion: {
            finished = $0
        }
        #expect(view.alpha == 0)
        #expect(view.presentedAlpha == 0, "nothing on screen to move: the change shows at once")
        #expect(!view.isAnimating)
        window.rootView.addSubview(view)
        #expect(view.presentedAlpha == 0, "no animation comes along into the window")
        #expect(!window.isAnimating)
        #expect(finished == nil, "the completion never runs inside the call")
        await mainLoopTurn()
        #expect(finished == true, "with no window to wait for, it completes on the next turn of the main loop")

        View.animate(duration: 1, curve: .linear) { view.alpha = 1 }
        #expect(window.isAnimating)
        clock.tick(window, at: 0.5)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-9, "in a window, the same change animates on its clock")
    }

    @Test("A view moved to another window mid-animation stops it there and animates on the new window's clock")
    func viewMovesBetweenWindows() {
        let first = ClockedWindow()
        let second = ClockedWindow()
        first.clock.tick(first.window, at: 0.5)
        second.clock.tick(second.window, at: 3)
        second.window.rootView.addSubview(first.view)
        first.clock.tick(first.window, at: 0.6)
        #expect(first.finished == false, "leaving its window interrupts the animation")
        #expect(first.view.presentedAlpha == 0)
        View.animate(duration: 1, curve: .linear) { first.view.alpha = 1 }
        second.clock.tick(second.window, at: 3.25)
        #expect(abs(first.view.presentedAlpha - 0.25) < 1e-9)
        #expect(!first.window.animationEngine.isAnimating, "the old window keeps nothing of the view's animations")
    }

    @Test("A property animator with no view in a window ends at once when started, its changes applied")
    func animatorOutsideAnyWindow() async {
        let view = View()
        var positions: [PropertyAnimator.Position] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.2 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(view.presentedAlpha == 0.2)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        await mainLoopTurn()
        #expect(positions == [.end])
    }

    @Test("The window's time is its clock's: input handled at any timestamp starts animations at the clock's time")
    func inputDoesNotMoveTime() {
        let clock = TestClock()
        let window = Window(size: Size(width: 200, height: 200), clock: clock)
        let control = Control(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(control)
        control.onActivate = { View.animate(duration: 1, curve: .linear) { control.alpha = 0 } }
        clock.tick(window, at: 2)
        window.handle(PointerEvent(phase: .down, location: Point(x: 10, y: 10), timestamp: 50))
        window.handle(PointerEvent(phase: .up, location: Point(x: 10, y: 10), timestamp: 50))
        #expect(window.now == 2)
        clock.tick(window, at: 2.5)
        #expect(abs(control.presentedAlpha - 0.5) < 1e-9, "begun at 2 s on the clock, not at the events' 50 s")
    }

    @Test("A view that outlives its window mid-animation shows its model values")
    func viewOutlivesItsWindow() {
        let view = View()
        weak var weakWindow: Window?
        do {
            let clock = TestClock()
            let window = Window(size: Size(width: 200, height: 200), clock: clock)
            weakWindow = window
            window.rootView.addSubview(view)
            View.animate(duration: 1) { view.alpha = 0 }
            clock.tick(window, at: 0.5)
            #expect(view.presentedAlpha > 0)
        }
        #expect(weakWindow == nil)
        #expect(view.presentedAlpha == 0)
        #expect(!view.isAnimating)
    }
}
