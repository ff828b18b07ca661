import Testing

@testable import Crossfade

/// The click model alone: clicks and crossfade ends, in order, and what each click answers.
@Suite("Crossfade clicks: what counts, and which click asks for a notification")
struct CrossfadeClicksTests {
    /// Clicks once and lets its crossfade finish; returns what the click answered.
    private func clickThrough(_ clicks: inout CrossfadeClicks) -> CrossfadeClicks.Outcome {
        let outcome = clicks.click()
        clicks.crossfadeFinished()
        return outcome
    }

    @Test("A click counts and starts a crossfade; clicks during it are ignored until it finishes")
    func clicksDuringACrossfadeAreIgnored() {
        var clicks = CrossfadeClicks()
        #expect(clicks.click() == .counted(count: 1, notification: nil))
        #expect(clicks.isCrossfading)
        #expect(clicks.click() == .ignored)
        #expect(clicks.count == 1)
        clicks.crossfadeFinished()
        #expect(clicks.click() == .counted(count: 2, notification: nil))
    }

    @Test("By default the fourth and eighth counted clicks ask for a notification saying the count")
    func everyFourth() {
        var clicks = CrossfadeClicks()
        let outcomes = (1...8).map { _ in clickThrough(&clicks) }
        let notified = outcomes.enumerated().compactMap { index, outcome -> Int? in
            guard case .counted(_, let notification?) = outcome else { return nil }
            #expect(notification.body == "You have clicked \(index + 1) times")
            return index + 1
        }
        #expect(notified == [4, 8])
    }

    @Test("A changed rule applies from the next click on")
    func ruleChanges() {
        var clicks = CrossfadeClicks()
        _ = clickThrough(&clicks)
        clicks.rule.every = 2
        guard case .counted(2, let notification?) = clickThrough(&clicks) else {
            Issue.record("the second click should notify once the rule says every 2")
            return
        }
        #expect(notification.title == "Click Count")
    }
}
