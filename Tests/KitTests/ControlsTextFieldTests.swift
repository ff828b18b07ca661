import Testing

@testable import Kit

@MainActor
@Suite("Text field")
struct ControlsTextFieldTests {
    /// With the estimated measurer every character is 8.4 pt wide; the text starts at x = 110 in the window.
    private static let advance = Theme.TypeSize.body * EstimatedTextMeasurer.advance

    private func makeField(text: String = "") -> (ControlHarness, TextField, ValueLog<String>, MemoryClipboard) {
        TextMeasurement.measurer = EstimatedTextMeasurer()
        let harness = ControlHarness()
        let clipboard = MemoryClipboard()
        harness.window.clipboard = clipboard
        let field = harness.add(
            TextField(text: text, placeholder: "Name"), frame: Rect(x: 100, y: 100, width: 240, height: 32))
        let log = ValueLog<String>()
        field.onValueChanged = { log.record($0) }
        return (harness, field, log, clipboard)
    }

    /// The window point just right of caret position `index`'s x (so the nearest position is `index`).
    private func caretPoint(_ index: Int) -> Point { Point(x: 110 + Self.advance * Double(index) + 1, y: 116) }

    private func type(_ text: String, into harness: ControlHarness) {
        harness.window.handle(TextInputEvent(text: text, timestamp: harness.clock.now))
    }

    @Test("A click focuses the field; typed text of any script goes in, reported after each edit")
    func typing() {
        let (harness, field, log, _) = makeField()
        harness.click(caretPoint(0))
        #expect(field.isFocused)
        type("héllo ", into: harness)
        type("☃", into: harness)
        type("👍🏽", into: harness)
        #expect(field.text == "héllo ☃👍🏽")
        #expect(field.caretPosition == 8)
        #expect(log.values == ["héllo ", "héllo ☃", "héllo ☃👍🏽"])
    }

    @Test("Backspace removes one whole character, however many bytes it takes")
    func backspaceMultibyte() {
        let (harness, field, log, _) = makeField(text: "ok👍🏽é")
        harness.click(caretPoint(10))
        harness.key(.backspace)
        harness.key(.backspace)
        #expect(field.text == "ok")
        harness.key(.left)
        harness.key(.delete)
        #expect(field.text == "o")
        #expect(log.values == ["ok👍🏽", "ok", "o"])
    }

    @Test("Typing over a Shift-selection replaces it")
    func replaceSelection() {
        let (harness, field, _, _) = makeField(text: "snowman")
        harness.click(caretPoint(7))
        harness.key(.left, .shift)
        harness.key(.left, .shift)
        harness.key(.left, .shift)
        #expect(field.selectedText == "man")
        type("flake", into: harness)
        #expect(field.text == "snowflake")
        #expect(field.selectedRange == 9..<9)
    }

    @Test("Left and Right collapse a selection to its ends; Home and End go to the ends, Shift extends")
    func caretMovement() {
        let (harness, field, _, _) = makeField(text: "abcdef")
        harness.click(caretPoint(3))
        harness.key(.right, .shift)
        harness.key(.left)
        #expect(field.selectedRange == 3..<3)
        harness.key(.home, .shift)
        #expect(field.selectedText == "abc")
        harness.key(.end)
        #expect(field.caretPosition == 6)
        harness.key(.left, .control)
        #expect(field.caretPosition == 0)
    }

    @Test("A click puts the caret at the nearest gap between characters")
    func clickPlacesCaret() {
        let (harness, field, _, _) = makeField(text: "abcdef")
        harness.click(caretPoint(2))
        #expect(field.caretPosition == 2)
        harness.advance(by: 1)
        harness.click(Point(x: 110 + Self.advance * 4.4, y: 116))
        #expect(field.caretPosition == 4)
        harness.advance(by: 1)
        harness.click(Point(x: 330, y: 116))
        #expect(field.caretPosition == 6)
    }

    @Test("Dragging across the text selects it")
    func dragSelects() {
        let (harness, field, _, _) = makeField(text: "abcdef")
        harness.drag(from: caretPoint(1), to: caretPoint(4))
        #expect(field.selectedText == "bcd")
    }

    @Test("A double-click selects the word under the pointer")
    func doubleClickSelectsWord() {
        let (harness, field, _, _) = makeField(text: "let it snow")
        let insideSnow = Point(x: 110 + Self.advance * 8.5, y: 116)
        harness.click(insideSnow)
        harness.advance(by: 0.1)
        harness.click(insideSnow)
        #expect(field.selectedText == "snow")
    }

    @Test("Ctrl+A, C, X and V work with the clipboard; pasted line breaks become spaces")
    func clipboard() {
        let (harness, field, log, clipboard) = makeField(text: "hello")
        harness.click(caretPoint(5))
        harness.key(.character("a"), .control)
        harness.key(.character("c"), .control)
        #expect(clipboard.readText() == "hello")
        harness.key(.character("x"), .control)
        #expect(field.text.isEmpty)
        clipboard.writeText("two\nlines\r\nhere")
        harness.key(.character("v"), .control)
        #expect(field.text == "two lines here")
        #expect(log.values == ["", "two lines here"])
    }

    @Test("Tab into the field selects everything, so typing replaces it")
    func tabSelectsAll() {
        let (harness, field, _, _) = makeField(text: "old")
        harness.tab()
        #expect(field.selectedText == "old")
        type("new", into: harness)
        #expect(field.text == "new")
    }

    @Test("Enter reports the text; printable keys are kept from the scene's shortcuts")
    func enterAndShortcuts() {
        let (harness, field, _, _) = makeField(text: "Wobble")
        let returned = ValueLog<String>()
        field.onReturn = { returned.record($0) }
        harness.click(caretPoint(6))
        harness.key(.enter)
        #expect(returned.values == ["Wobble"])
        #expect(field.handleKey(KeyEvent(key: .character("2"))))
        #expect(field.handleKey(KeyEvent(key: .space)))
        #expect(!field.handleKey(KeyEvent(key: .character("q"), modifiers: .control)))
    }

    @Test("Ctrl+Backspace deletes the word before the caret")
    func deleteWord() {
        let (harness, field, _, _) = makeField(text: "spin on x")
        harness.click(caretPoint(7))
        harness.key(.backspace, .control)
        #expect(field.text == "spin  x")
    }

    @Test("The maximum length stops typing and trims a paste")
    func maximumLength() {
        let (harness, field, _, clipboard) = makeField(text: "abc")
        field.maximumLength = 5
        harness.click(caretPoint(3))
        clipboard.writeText("defgh")
        harness.key(.character("v"), .control)
        type("z", into: harness)
        #expect(field.text == "abcde")
    }

    @Test("Long text scrolls so the caret stays inside the field")
    func scrollsToCaret() {
        let (harness, field, _, _) = makeField()
        harness.click(caretPoint(0))
        type(String(repeating: "w", count: 40), into: harness)
        let caretX = field.caretOffsets[40] - field.horizontalScroll
        #expect(field.horizontalScroll > 0)
        #expect(caretX <= field.textRect.width && caretX >= 0)
        harness.key(.home)
        #expect(field.horizontalScroll == 0)
    }

    @Test("Losing focus ends editing and reports the text")
    func editingEnded() {
        let (harness, field, _, _) = makeField(text: "Hop")
        let ended = ValueLog<String>()
        field.onEditingEnded = { ended.record($0) }
        harness.click(caretPoint(1))
        harness.window.setFocus(nil)
        #expect(ended.values == ["Hop"])
    }

    @Test("A disabled field cannot be focused or typed into")
    func disabled() {
        let (harness, field, log, _) = makeField(text: "fixed")
        field.isEnabled = false
        harness.click(caretPoint(1))
        harness.tab()
        type("x", into: harness)
        #expect(!field.isFocused)
        #expect(field.text == "fixed")
        #expect(log.values.isEmpty)
    }

    @Test("The automation tree reports a TextField with its text")
    func automation() {
        let (harness, field, _, _) = makeField()
        harness.click(caretPoint(0))
        type("Drift", into: harness)
        #expect(field.automationFields["type"] == .string("TextField"))
        #expect(field.automationFields["value"] == .string("Drift"))
    }
}

@Suite("Text editing buffer")
struct TextEditingBufferTests {
    @Test("Word ranges cover a word or a run of separators")
    func wordRanges() {
        let buffer = TextEditingBuffer(text: "tall, thin")
        #expect(buffer.wordRange(at: 1) == 0..<4)
        #expect(buffer.wordRange(at: 4) == 4..<6)
        #expect(buffer.wordRange(at: 9) == 6..<10)
        #expect(buffer.wordStart(before: 10) == 6)
        #expect(buffer.wordEnd(after: 0) == 4)
    }

    @Test("Setting text puts the caret at its end with nothing selected")
    func setText() {
        var buffer = TextEditingBuffer(text: "a")
        buffer.selectAll()
        buffer.setText("☃☃")
        #expect(buffer.caret == 2 && !buffer.hasSelection)
    }
}
