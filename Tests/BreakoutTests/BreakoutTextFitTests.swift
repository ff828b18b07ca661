import Testing

@testable import Breakout
@testable import Kit

/// Every line of text Breakout shows fits its frame, and no two overlap, at the window sizes players use, in
/// play, paused and at the prompt to continue.
@MainActor
@Suite("Breakout: text fits its frame and no two labels overlap, at every size and in every state")
struct BreakoutTextFitTests {
    /// The visible labels with text under `view`, with their frames in window points.
    private func labels(in view: View) -> [(label: Label, frame: Rect)] {
        var found: [(Label, Rect)] = []
        var stack = [view]
        while let next = stack.popLast() {
            if let label = next as? Label, !label.text.isEmpty, label.isVisibleForAutomation {
                found.append((label, label.frameInWindow))
            }
            stack += next.subviews
        }
        return found
    }

    private func check(_ f: BreakoutFixture, _ state: String) {
        let shown = labels(in: f.scene.view)
        for (label, frame) in shown {
            let width = TextMeasurement.width(of: label.text, style: label.style)
            #expect(width <= frame.width + 0.5, "\(state): \"\(label.text)\" is \(width) pt in \(frame.width) pt")
        }
        for (index, first) in shown.enumerated() {
            for second in shown[(index + 1)...] where first.frame.intersects(second.frame) {
                Issue.record("\(state): \"\(first.label.text)\" overlaps \"\(second.label.text)\"")
            }
        }
    }

    @Test("In play, paused, at the prompt and with a combo and pending settings, at 640×480 up to 1920×1080")
    func everySizeEveryState() {
        for size in BreakoutPauseCardSizeTests.sizes {
            let f = BreakoutFixture(size: size, settings: BreakoutSceneTests.plainRow, inTabBar: true)
            f.tick()
            check(f, "waiting at \(size)")
            f.key(.space)
            f.run(seconds: 0.2)
            f.scene.send(.brickTouched(at(0, 0)))
            f.scene.send(.brickTouched(at(0, 1)))
            f.preferences[BreakoutSettings.brickRows] = 3
            f.tick()
            check(f, "in play with a combo and pending settings at \(size)")
            f.key(.character("p"))
            f.tick()
            check(f, "paused at \(size)")
            f.key(.character("p"))
            f.tabs?.select(index: 1)
            f.tabs?.select(index: 0)
            f.run(seconds: 0.5)
            check(f, "at the prompt at \(size)")
        }
    }
}
