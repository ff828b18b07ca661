import Kit
import Testing

@testable import Dropit

/// Every label of the scene fits its frame and overlaps no other, at the window sizes a player uses, playing,
/// paused and over. Text is measured by the toolkit's estimate here (the end-to-end suite measures the real font).
@MainActor
@Suite("Dropit's text fits at every size")
struct TextFitTests {
    nonisolated static let sizes = [
        Size(width: 640, height: 480), Size(width: 700, height: 500), Size(width: 1024, height: 720),
        Size(width: 1920, height: 1080),
    ]

    /// The visible labels under `view`, with their frames in window points.
    private func labels(under view: View) -> [(label: Label, frame: Rect)] {
        guard !view.isHidden, view.alpha > 0 else { return [] }
        var found: [(Label, Rect)] = []
        if let label = view as? Label, !label.text.isEmpty {
            let origin = label.convertToWindow(.zero)
            found.append((label, Rect(origin: origin, size: label.bounds.size)))
        }
        for subview in view.subviews { found += labels(under: subview) }
        return found
    }

    private func problems(in f: DropitFixture, state: String) -> [String] {
        let found = labels(under: f.window.rootView)
        var problems: [String] = []
        for (label, frame) in found {
            let style = label.style
            let fits =
                style.isMultiline
                ? TextMeasurement.wrappedHeight(of: label.text, style: style, width: frame.width) <= frame.height + 0.5
                : TextMeasurement.width(of: label.text, style: style) <= frame.width + 0.5
                    && TextMeasurement.size(of: label.text, style: style).height <= frame.height + 0.5
            if !fits { problems.append("\(state): \"\(label.text)\" does not fit \(frame)") }
        }
        for (index, first) in found.enumerated() {
            for second in found[(index + 1)...] where first.frame.intersects(second.frame) {
                problems.append("\(state): \"\(first.label.text)\" overlaps \"\(second.label.text)\"")
            }
        }
        return problems
    }

    @Test("playing with big numbers, paused, and over: every label fits and none overlaps", arguments: sizes)
    func fits(size: Size) {
        let f = DropitFixture(size: size)
        f.scene.game.tally = DropitGame.Tally(dropped: 1_234, rowsCleared: 87, score: 123_456)
        f.scene.game.best = 234_567
        f.scene.render()
        f.window.rootView.layoutIfNeeded()
        var found = problems(in: f, state: "playing")
        f.press(.character("p"))
        f.window.rootView.layoutIfNeeded()
        found += problems(in: f, state: "paused")
        f.press(.character("p"))
        f.scene.game.phase = .over
        f.scene.render()
        f.window.rootView.layoutIfNeeded()
        found += problems(in: f, state: "over")
        #expect(found.isEmpty, "\(found)")
    }
}
