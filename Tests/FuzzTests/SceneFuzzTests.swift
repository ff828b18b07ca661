import Foundation
import FuzzSupport
import Testing

@testable import Kit

/// Random input in every scene, inside the real tab bar, on a fake clock: pointer presses, moves and releases,
/// double clicks, the wheel, keys, typed text, window resizes, focus changes, tab switches, the Snowman's
/// editor pushed and popped, alerts, dropped files. After every action the app must still be whole (see
/// `FuzzInvariants`); a trap prints the run and the action on stderr before the process dies. Either way the
/// report names the command that replays the run.
@MainActor
@Suite("Scene fuzzing: random input never breaks the app")
struct SceneFuzzTests {
    /// Drawing every frame would double the cost: every this many actions the window renders (to a canvas that
    /// draws nothing), as the app does each frame.
    static let renderInterval = 25
    /// Every this many actions the window's automation tree is built, as the app writes `tree.json`.
    static let automationInterval = 250
    /// Actions kept to print before the one that broke the app.
    static let contextLength = 6

    @Test(
        "Random input leaves the view tree whole, focus in the window, balls in the field, settings encodable",
        arguments: FuzzPlan.runs())
    func randomInput(run: FuzzRun) {
        let app = FuzzApp(selecting: run.scene, seed: run.seed)
        defer {
            CrashBreadcrumb.clear()
            app.removeFiles()
        }
        var generator = FuzzActionGenerator(seed: run.seed)
        var recent: [String] = []
        for step in 0..<run.actions {
            let action = generator.next(in: app)
            recent = Array((recent + ["\(step): \(action)"]).suffix(Self.contextLength))
            CrashBreadcrumb.set(
                "Fuzz run crashed at action \(step) (\(action)) of \(run). Replay: \(run.replayCommand)")
            app.perform(action)
            if let problem = problem(in: app, step: step) {
                Issue.record(
                    """
                    \(problem)
                    after action \(step) of \(run): \(action)
                    the actions before it: \(recent.dropLast().joined(separator: "; "))
                    replay: \(run.replayCommand)
                    """)
                return
            }
        }
        if let problem = FuzzInvariants.settingsSurviveARelaunch(app.preferences) {
            Issue.record("\(problem)\nat the end of \(run)\nreplay: \(run.replayCommand)")
        }
    }

    private func problem(in app: FuzzApp, step: Int) -> String? {
        let emitted = app.takeEmittedEvents()
        if step % Self.renderInterval == 0 { app.window.render(in: NullCanvas()) }
        if step % Self.automationInterval == 0 { _ = app.window.rootView.automationNode() }
        if let problem = FuzzInvariants.viewTree(of: app.window) { return problem }
        if let breakout = app.breakout, let problem = FuzzInvariants.breakoutBalls(of: breakout) { return problem }
        if emitted.contains(where: { $0 == "setting.changed" || $0 == "settings.reset" }) {
            return FuzzInvariants.settings(in: app.preferences)
        }
        return nil
    }
}
