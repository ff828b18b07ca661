/// The text of a one-line field with its caret and selection, edited the way desktop text fields are — pure
/// value logic, no drawing. Positions count Characters (grapheme clusters), so "é", "☃" and "👍🏽" are one step
/// each however many UTF-8 bytes or scalars they take.
struct TextEditingBuffer: Equatable {
    private(set) var characters: [Character]
    /// Where the selection started; equals `caret` when nothing is selected.
    private(set) var anchor: Int
    /// Where the caret is (the moving end of the selection), 0…count.
    private(set) var caret: Int

    init(text: String = "") {
        characters = Array(text)
        anchor = characters.count
        caret = characters.count
    }

    var text: String { String(characters) }
    var count: Int { characters.count }
    /// The selected positions (empty when the caret is a plain insertion point).
    var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
    var hasSelection: Bool { anchor != caret }
    var selectedText: String { String(characters[selection]) }

    /// Replaces the whole text and puts the caret at its end.
    mutating func setText(_ text: String) {
        self = TextEditingBuffer(text: text)
    }

    // MARK: Caret and selection

    /// Moves the caret to `position`; with `extending` the selection grows or shrinks from its anchor.
    mutating func moveCaret(to position: Int, extending: Bool = false) {
        caret = min(max(position, 0), count)
        if !extending { anchor = caret }
    }

    mutating func select(_ range: Range<Int>) {
        anchor = min(max(range.lowerBound, 0), count)
        caret = min(max(range.upperBound, 0), count)
    }

    mutating func selectAll() { select(0..<count) }

    /// One character left; without `extending`, a selection collapses to its left end instead.
    mutating func moveLeft(extending: Bool, byWord: Bool = false) {
        if hasSelection, !extending, !byWord { return moveCaret(to: selection.lowerBound) }
        moveCaret(to: byWord ? wordStart(before: caret) : caret - 1, extending: extending)
    }

    /// One character right; without `extending`, a selection collapses to its right end instead.
    mutating func moveRight(extending: Bool, byWord: Bool = false) {
        if hasSelection, !extending, !byWord { return moveCaret(to: selection.upperBound) }
        moveCaret(to: byWord ? wordEnd(after: caret) : caret + 1, extending: extending)
    }

    // MARK: Editing

    /// Types `text` over the selection (or at the caret); returns false when nothing could be inserted.
    @discardableResult
    mutating func insert(_ text: String, maximumLength: Int? = nil) -> Bool {
        var inserted = Array(text)
        if let maximumLength {
            let room = max(maximumLength - (count - selection.count), 0)
            inserted = Array(inserted.prefix(room))
        }
        guard !inserted.isEmpty || hasSelection else { return false }
        let range = selection
        characters.replaceSubrange(range, with: inserted)
        moveCaret(to: range.lowerBound + inserted.count)
        return true
    }

    /// Backspace: deletes the selection, else the character (or word) before the caret.
    @discardableResult
    mutating func deleteBackward(byWord: Bool = false) -> Bool {
        if !hasSelection { moveCaret(to: byWord ? wordStart(before: caret) : caret - 1, extending: true) }
        return deleteSelection()
    }

    /// Delete: deletes the selection, else the character (or word) after the caret.
    @discardableResult
    mutating func deleteForward(byWord: Bool = false) -> Bool {
        if !hasSelection { moveCaret(to: byWord ? wordEnd(after: caret) : caret + 1, extending: true) }
        return deleteSelection()
    }

    private mutating func deleteSelection() -> Bool {
        guard hasSelection else { return false }
        let range = selection
        characters.removeSubrange(range)
        moveCaret(to: range.lowerBound)
        return true
    }

    // MARK: Words

    /// The word (or run of spaces/punctuation) containing `position`, for a double-click.
    func wordRange(at position: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        let index = min(max(position, 0), count - 1)
        let kind = Self.isWordCharacter(characters[index])
        var start = index
        var end = index + 1
        while start > 0, Self.isWordCharacter(characters[start - 1]) == kind { start -= 1 }
        while end < count, Self.isWordCharacter(characters[end]) == kind { end += 1 }
        return start..<end
    }

    /// Where Ctrl+Left lands: the start of the word before `position`, skipping spaces first.
    func wordStart(before position: Int) -> Int {
        var index = min(position, count)
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// Where Ctrl+Right lands: the end of the word after `position`, skipping spaces first.
    func wordEnd(after position: Int) -> Int {
        var index = max(position, 0)
        while index < count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < count, Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
