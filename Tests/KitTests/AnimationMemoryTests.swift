import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Animations leak nothing")
struct AnimationMemoryTests {
    enum Kind: String, CaseIterable {
        case basic, spring, repeatForever, keyframes, transition, paused, animator, pausedAnimator
    }

    @Test("A view removed mid-animation is freed, with its completions run", arguments: Kind.allCases)
    func removedViewIsFreed(kind: Kind) {
        let stage = AnimationStage()
        weak var weakView: View?
        weak var weakChild: View?
        weak var weakAnimator: PropertyAnimator?
        var completions = 0
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(child)
            stage.window.rootView.addSubview(view)
            weakView = view
            weakChild = child
            switch kind {
            case .basic:
                View.animate(duration: 1) {
                    view.alpha = 0
                    child.center = Point(x: 40, y: 40)
                } completion: { _ in
                    completions += 1
                }
            case .spring:
                View.animate(duration: 1, dampingRatio: 0.5) {
                    view.center = .zero
                } completion: { _ in
                    completions += 1
                }
            case .repeatForever:
                View.animate(duration: 1, options: [.repeat, .autoreverse]) {
                    view.transform3D = Transform3D(rotationY: 1)
                } completion: { _ in
                    completions += 1
                }
            case .keyframes:
                View.animateKeyframes(duration: 1) {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
                } completion: { _ in
                    completions += 1
                }
            case .transition:
                View.transition(with: view, duration: 1, options: .transitionFlipFromRight, animations: {}) { _ in
                    completions += 1
                }
            case .paused:
                View.animate(duration: 1) {
                    child.alpha = 0
                } completion: { _ in
                    completions += 1
                }
                view.pauseAnimations()
            case .animator, .pausedAnimator:
                let animator = PropertyAnimator(duration: 1) { view.alpha = 0 }
                animator.addCompletion { _ in completions += 1 }
                animator.startAnimation()
                if kind == .pausedAnimator { animator.pauseAnimation() }
                weakAnimator = animator
            }
            stage.tick(0.3)
            view.removeFromSuperview()
        }
        stage.tick(0.4)
        stage.tick(2)
        #expect(weakView == nil)
        #expect(weakChild == nil)
        #expect(weakAnimator == nil)
        let expected = kind == .pausedAnimator ? 0 : 1  // a dropped, paused animator stops without finishing
        #expect(completions == expected)
        #expect(!stage.window.isAnimating)
    }

    @Test("A view in no window that an animation block changed is freed when dropped, and the block completes")
    func droppedViewOutsideWindowCompletes() async {
        var finished: Bool?
        weak var weakView: View?
        do {
            let view = View()
            weakView = view
            View.animate(duration: 1) {
                view.alpha = 0
            } completion: {
                finished = $0
            }
        }
        #expect(weakView == nil, "nothing holds a view outside a window")
        await mainLoopTurn()
        #expect(finished == true)
    }
}
