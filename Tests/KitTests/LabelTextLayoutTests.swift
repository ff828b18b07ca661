import Foundation
import Testing

@testable import Kit

/// What tree.json says about a label's text (`text_size`, `truncated`), measured with the estimate (every character
/// 0.6 em wide, lines 1.2 em tall), so each expected size is arithmetic.
@MainActor
@Suite("A label's laid-out text size and truncation in the automation tree")
struct LabelTextLayoutTests {
    /// 14 pt body text: 8.4 pt a character, 16.8 pt a line.
    static let style = TextStyle(size: 14)
    static let line = 14 * EstimatedTextMeasurer.lineHeight

    /// Sizes as tree.json writes them: to a thousandth of a point.
    static func written(_ size: [Double]) -> [Double] {
        size.map { ($0 * 1000).rounded() / 1000 }
    }

    /// The width of `characters` characters, computed as the estimate computes it.
    static func width(_ characters: Int) -> Double {
        Double(characters) * 14 * EstimatedTextMeasurer.advance
    }

    init() {
        TextMeasurement.measurer = EstimatedTextMeasurer()
    }

    private func node(_ label: Label) throws -> [String: Any] {
        let json = label.automationNode().json
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    private func textSize(_ label: Label) throws -> [Double] {
        try #require(try node(label)["text_size"] as? [Double], "every label has text_size")
    }

    @Test("Text that fits reports its own size, inside the frame, and is not truncated")
    func fittingText() throws {
        let label = Label(text: "Score", style: Self.style, frame: Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(try textSize(label) == Self.written([Self.width(5), Self.line]))
        #expect(try node(label)["truncated"] == nil)
    }

    @Test("A label squeezed narrower than its text reports the text wider than its frame")
    func squeezedText() throws {
        let label = Label(
            text: "Solution 2181 of 2339", style: Self.style, frame: Rect(x: 0, y: 0, width: 94, height: 20))
        let size = try textSize(label)
        #expect(size[0] == Self.width(21))
        #expect(size[0] > 94, "the measured text must show that it runs past the frame")
    }

    @Test("A tail-truncating label reports the shortened text, which fits, and says it is truncated")
    func truncatedText() throws {
        let label = Label(
            text: "Solution 2181 of 2339", style: Self.style, frame: Rect(x: 0, y: 0, width: 94, height: 20))
        label.truncatesTail = true
        let size = try textSize(label)
        #expect(size[0] <= 94)
        #expect(label.displayedText.hasSuffix(TextMeasurement.ellipsis))
        #expect(try node(label)["truncated"] as? Bool == true)
        #expect(try node(label)["value"] as? String == "Solution 2181 of 2339", "the value keeps the whole text")
    }

    @Test("A tail-truncating label whose text fits is not truncated")
    func truncatingLabelThatFits() throws {
        let label = Label(text: "Next", style: Self.style, frame: Rect(x: 0, y: 0, width: 94, height: 20))
        label.truncatesTail = true
        #expect(try node(label)["truncated"] == nil)
        #expect(try textSize(label) == Self.written([Self.width(4), Self.line]))
    }

    @Test("A multi-line label's text wraps at its width: as wide as its widest line, a line's height per line")
    func wrappedText() throws {
        var style = Self.style
        style.isMultiline = true
        // 10 characters a line at 85 pt: "one two" (7), "three four" (10), "five" (4).
        let label = Label(text: "one two three four five", style: style, frame: Rect(x: 0, y: 0, width: 85, height: 60))
        #expect(try textSize(label) == Self.written([Self.width(10), 3 * Self.line]))
        label.frame.size.height = 40
        #expect(try textSize(label)[1] > 40, "three lines are taller than a 40 pt frame")
    }

    @Test("An empty label has no text to lay out")
    func emptyText() throws {
        #expect(try textSize(Label(frame: Rect(x: 0, y: 0, width: 50, height: 20))) == [0, 0])
    }

    @Test("A view that clips its subviews says so; others do not")
    func clipping() throws {
        let clipping = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        clipping.clipsToBounds = true
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(clipping.automationNode().json.utf8)) as? [String: Any])
        #expect(json["clips"] as? Bool == true)
        #expect(json["text_size"] == nil, "only views that draw text have a text size")
        let plain = try #require(
            try JSONSerialization.jsonObject(with: Data(View().automationNode().json.utf8)) as? [String: Any])
        #expect(plain["clips"] == nil)
    }
}

@Suite("Wrapping text to a width")
struct TextWrappingTests {
    /// Every character one point wide.
    private func lines(_ text: String, width: Double) -> [String] {
        TextMeasurement.wrappedLines(of: text, width: width) { Double($0.count) }
    }

    @Test("Words go on a line while they fit, then start the next")
    func wordsWrap() {
        #expect(lines("one two three four five", width: 10) == ["one two", "three four", "five"])
    }

    @Test("Line breaks in the text start new lines, and an empty line counts")
    func lineBreaks() {
        #expect(lines("first\n\nthird", width: 40) == ["first", "", "third"])
    }

    @Test("A word longer than the line is cut between characters")
    func longWord() {
        #expect(lines("abcdefghij xy", width: 4) == ["abcd", "efgh", "ij", "xy"])
    }
}
