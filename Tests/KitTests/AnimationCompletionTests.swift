import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Completion runs exactly once in every path")
struct AnimationCompletionTests {
    /// The ways an animation can end, each with the `finished` it must report.
    enum Path: String, CaseIterable {
        case runsToEnd, interrupted, viewRemoved, zeroDuration, nothingChanged, delayedThenInterrupted
        case repeatForeverRemoved, keyframes, transition, transitionInterrupted, pausedThenRemoved, spring
        case nestedBlocks

        var expectedFinished: Bool {
            switch self {
            case .runsToEnd, .zeroDuration, .nothingChanged, .keyframes, .transition, .spring, .nestedBlocks:
                return true
            case .interrupted, .viewRemoved, .delayedThenInterrupted, .repeatForeverRemoved,
                .transitionInterrupted, .pausedThenRemoved:
                return false
            }
        }
    }

    @Test("Completion is called once with the right finished flag", arguments: Path.allCases)
    func completionOnce(path: Path) async {
        let stage = AnimationStage()
        let view = stage.view
        var calls: [Bool] = []
        let record: @MainActor (Bool) -> Void = { calls.append($0) }
        switch path {
        case .runsToEnd:
            View.animate(duration: 1, animations: { view.alpha = 0 }, completion: record)
        case .interrupted:
            View.animate(duration: 1, animations: { view.alpha = 0 }, completion: record)
            stage.tick(0.5)
            View.animate(duration: 1) { view.alpha = 1 }
        case .viewRemoved:
            View.animate(duration: 1, animations: { view.alpha = 0 }, completion: record)
            stage.tick(0.5)
            view.removeFromSuperview()
        case .zeroDuration:
            View.animate(duration: 0, animations: { view.alpha = 0 }, completion: record)
        case .nothingChanged:
            View.animate(duration: 1, animations: {}, completion: record)
        case .delayedThenInterrupted:
            View.animate(duration: 1, delay: 1, animations: { view.alpha = 0 }, completion: record)
            stage.tick(0.5)
            View.animate(duration: 1) { view.alpha = 1 }
        case .repeatForeverRemoved:
            View.animate(duration: 0.2, options: .repeat, animations: { view.alpha = 0 }, completion: record)
            stage.tick(5)
            view.removeFromSuperview()
        case .keyframes:
            View.animateKeyframes(
                duration: 1,
                animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
                    View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
                }, completion: record)
        case .transition:
            View.transition(
                with: view, duration: 1, options: .transitionFlipFromLeft,
                animations: { view.backgroundColor = .white }, completion: record)
        case .transitionInterrupted:
            View.transition(
                with: view, duration: 1, options: .transitionCrossDissolve, animations: {}, completion: record)
            stage.tick(0.5)
            View.transition(with: view, duration: 1, options: .transitionFlipFromTop, animations: {})
        case .pausedThenRemoved:
            View.animate(duration: 1, animations: { view.alpha = 0 }, completion: record)
            view.pauseAnimations()
            stage.tick(3)
            view.removeFromSuperview()
        case .spring:
            View.animate(
                duration: 1, dampingRatio: 0.3, animations: { view.center = .zero }, completion: record)
        case .nestedBlocks:
            View.animate(
                duration: 1,
                animations: {
                    view.alpha = 0
                    View.animate(duration: 2) { view.center = .zero }
                }, completion: record)
        }
        stage.tick(10)
        stage.tick(20)
        await mainLoopTurn()  // a block that changed nothing completes there, having no window
        #expect(calls == [path.expectedFinished])
        #expect(!stage.window.isAnimating)
    }

    @Test("A completion may start the next animation, which begins at that frame's time")
    func chainedCompletions() {
        let stage = AnimationStage()
        let view = stage.view
        var chain: [String] = []
        View.animate(duration: 1, curve: .linear) {
            view.alpha = 0
        } completion: { _ in
            chain.append("first")
            View.animate(duration: 1, curve: .linear) {
                view.alpha = 1
            } completion: { _ in
                chain.append("second")
            }
        }
        stage.tick(1)
        #expect(chain == ["first"])
        stage.tick(1.5)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-9)
        stage.tick(2)
        #expect(chain == ["first", "second"])
    }
}
