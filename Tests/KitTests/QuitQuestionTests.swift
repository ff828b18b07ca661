import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Before quitting, every built scene may ask about unsaved work, one after another")
struct QuitQuestionTests {
    /// A scene that asks when it holds work, and keeps the question's answer callback for the test to call.
    final class AskingScene: Scene {
        var holdsWork: Bool
        var pendingAnswer: (@MainActor (Bool) -> Void)?

        init(_ name: String, holdsWork: Bool) {
            self.holdsWork = holdsWork
            super.init(name: name, title: name, tabIcon: nil)
        }

        override func askBeforeQuitting(_ answer: @escaping @MainActor (Bool) -> Void) -> Bool {
            guard holdsWork else { return false }
            pendingAnswer = answer
            return true
        }
    }

    final class Answers {
        var values: [Bool] = []
    }

    let first = AskingScene("first", holdsWork: true)
    let plain = AskingScene("plain", holdsWork: false)
    let second = AskingScene("second", holdsWork: true)
    let tabs: TabBarController
    let answers = Answers()

    init() {
        tabs = TabBarController(scenes: [first, plain, second])
        let window = Window(size: Size(width: 800, height: 600), clock: TestClock())
        window.setRootScene(tabs)
        for index in [2, 1, 0] { tabs.select(index: index) }  // every scene built, the first one shown
    }

    func ask() -> Bool {
        let answers = answers
        return tabs.askBeforeQuitting { answers.values.append($0) }
    }

    @Test("Nothing to ask: no question, no answer")
    func nothingToAsk() {
        first.holdsWork = false
        second.holdsWork = false
        #expect(ask() == false)
        #expect(answers.values.isEmpty)
    }

    @Test("Each scene with work asks in tab order, shown while it asks; the app quits once all say yes")
    func askedInTurn() {
        #expect(ask())
        #expect(tabs.selectedScene === first)
        #expect(second.pendingAnswer == nil, "one question at a time")
        first.pendingAnswer?(true)
        #expect(tabs.selectedScene === second)
        #expect(answers.values.isEmpty)
        second.pendingAnswer?(true)
        #expect(answers.values == [true])
    }

    @Test("A no stays at once, and the later scenes are not asked")
    func noStays() {
        #expect(ask())
        first.pendingAnswer?(false)
        #expect(answers.values == [false])
        #expect(second.pendingAnswer == nil)
    }
}
