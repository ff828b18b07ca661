/// A one-line text field (UITextField): caret, selection, typing in any script, clipboard, placeholder.
///
/// Typed text arrives as `TextInputEvent`s (the platform turns text input on while the field has focus); keys
/// edit and move (see `TextField+Keyboard.swift`). A click focuses and places the caret, a drag selects, a
/// double-click selects a word; Tab into the field selects all. Each user edit calls `onValueChanged` with the
/// new text; Enter calls `onReturn`; losing focus calls `onEditingEnded`.
@MainActor
public class TextField: Control {
    /// Space between the field's sides and its text, in points.
    static let textInset: Double = 10
    /// Width of the caret, in points.
    static let caretWidth: Double = 2
    /// Two presses within this time and distance make a double-click (seconds, points).
    static let doubleClickInterval = 0.3
    static let doubleClickDistance: Double = 4
    /// Widest the field sizes itself when asked for its intrinsic size, in points.
    static let standardWidth: Double = 240

    /// The field's text; setting it in code puts the caret at the end and does not call back.
    public var text: String {
        get { buffer.text }
        set {
            buffer.setText(newValue)
            textDidChange()
        }
    }
    /// Shown in secondary colour while the text is empty.
    public var placeholder: String { didSet { setNeedsDisplay() } }
    /// Most characters the field accepts (typing and pasting stop there), or nil for no limit.
    public var maximumLength: Int?

    /// Called after each user edit, with the new text.
    public var onValueChanged: (@MainActor (_ text: String) -> Void)?
    /// Called when Enter is pressed in the field, with its text.
    public var onReturn: (@MainActor (_ text: String) -> Void)?
    /// Called when the field loses focus, with its text.
    var onEditingEnded: (@MainActor (_ text: String) -> Void)?

    var buffer = TextEditingBuffer()
    /// How far the text is scrolled left so the caret stays in view, in points.
    private(set) var horizontalScroll: Double = 0
    /// The scale the field last drew at; text is measured at the same scale so the caret sits between glyphs.
    var measuringScale: Double = 1 { didSet { if oldValue != measuringScale { invalidateMeasurements() } } }
    private var cachedCaretOffsets: [Double]?
    private var lastPress: (time: Double, location: Point)?
    private var pressTime: Double = 0

    public init(text: String = "", placeholder: String = "", frame: Rect = .zero) {
        self.placeholder = placeholder
        super.init(frame: frame)
        buffer.setText(text)
        cornerRadius = Theme.ControlMetrics.cornerRadius
        backgroundColor = Theme.Palette.fieldBackground
        borderColor = Theme.Palette.separator
        borderWidth = 1
    }

    /// The selected characters' positions (Character offsets; empty when the caret is an insertion point).
    var selectedRange: Range<Int> { buffer.selection }
    var selectedText: String { buffer.selectedText }
    /// The caret's position (Character offset, 0…text.count).
    var caretPosition: Int { buffer.caret }

    public func select(_ range: Range<Int>) {
        buffer.select(range)
        selectionDidChange()
    }

    public override var acceptsTextInput: Bool { isEnabled }
    public override var canBecomeFocused: Bool { isEnabled }
    public override var intrinsicContentSize: Size {
        Size(width: Self.standardWidth, height: Theme.ControlMetrics.height)
    }
    public override var automationType: String { "TextField" }
    public override var automationValue: AutomationValue? { .string(text) }
    public override var accessibilityRole: AccessibilityRole { .text }
    public override var accessibilityActions: [AccessibilityAction] { [] }
    public override var accessibilityText: AccessibilityText? { AccessibilityText(text, caretOffset: caretPosition) }

    var textStyle: TextStyle {
        TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textPrimary)
    }

    /// Where the text is drawn: the bounds less the side insets.
    var textRect: Rect { bounds.insetBy(dx: Self.textInset, dy: 0) }

    // MARK: Editing

    public override func insertText(_ text: String) {
        let printable = Self.singleLine(text)
        guard !printable.isEmpty else { return }
        if buffer.insert(printable, maximumLength: maximumLength) { userDidEdit() }
    }

    /// Applies an edit made for the user: caret into view, redraw, tell the owner.
    func userDidEdit() {
        textDidChange()
        onValueChanged?(text)
    }

    func textDidChange() {
        invalidateMeasurements()
        selectionDidChange()
    }

    func selectionDidChange() {
        scrollCaretIntoView()
        setNeedsDisplay()
    }

    /// Text as one line: line breaks and tabs become spaces, other control characters are dropped.
    static func singleLine(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\r\n" || character == "\n" || character == "\r" || character == "\t" {
                result.append(" ")
            } else if !(character.unicodeScalars.first.map { $0.value < 0x20 || $0.value == 0x7F } ?? false) {
                result.append(character)
            }
        }
        return result
    }

    public override func focusDidChange() {
        if isFocused {
            // Tabbing into a field selects it all (so typing replaces it); a click places the caret instead.
            if !isTracking { buffer.selectAll() }
        } else {
            buffer.moveCaret(to: buffer.caret)
            onEditingEnded?(text)
        }
        selectionDidChange()
    }

    // MARK: Measuring

    /// The x of each caret position 0…count from the start of the text, in points at `measuringScale`.
    var caretOffsets: [Double] {
        if let cachedCaretOffsets { return cachedCaretOffsets }
        var offsets: [Double] = [0]
        var prefix = ""
        for character in buffer.characters {
            prefix.append(character)
            offsets.append(TextMeasurement.width(of: prefix, style: textStyle, scale: measuringScale))
        }
        cachedCaretOffsets = offsets
        return offsets
    }

    /// The caret position nearest to `x` (bounds space).
    func caretPosition(atX x: Double) -> Int {
        let target = x - textRect.minX + horizontalScroll
        let offsets = caretOffsets
        var best = 0
        for (index, offset) in offsets.enumerated() where abs(offset - target) < abs(offsets[best] - target) {
            best = index
        }
        return best
    }

    /// The character drawn under `x` (bounds space), clamped to the text.
    func characterIndex(atX x: Double) -> Int {
        let target = x - textRect.minX + horizontalScroll
        let offsets = caretOffsets
        let after = offsets.firstIndex { $0 > target } ?? offsets.count
        return min(max(after - 1, 0), max(buffer.count - 1, 0))
    }

    private func invalidateMeasurements() {
        cachedCaretOffsets = nil
    }

    /// Scrolls the least needed for the caret to be inside the text rect, and no further than the text needs.
    func scrollCaretIntoView() {
        let width = max(textRect.width - Self.caretWidth, 0)
        let offsets = caretOffsets
        let caretX = offsets[min(buffer.caret, offsets.count - 1)]
        let textWidth = offsets.last ?? 0
        var scroll = horizontalScroll
        if caretX - scroll > width { scroll = caretX - width }
        if caretX - scroll < 0 { scroll = caretX }
        scroll = min(scroll, max(textWidth - width, 0))
        horizontalScroll = max(scroll, 0)
    }

    public override func layoutSubviews() {
        scrollCaretIntoView()
    }

    // MARK: Pointer

    public override func touchesBegan(_ event: PointerEvent) {
        pressTime = event.timestamp
        super.touchesBegan(event)
    }

    public override func beginTracking(at point: Point) {
        if !isFocused { window?.setFocus(self) }
        let position = caretPosition(atX: point.x)
        let isDoubleClick =
            lastPress.map {
                pressTime - $0.time <= Self.doubleClickInterval
                    && $0.location.distance(to: point) <= Self.doubleClickDistance
            } ?? false
        lastPress = isDoubleClick ? nil : (pressTime, point)
        if isDoubleClick {
            buffer.select(buffer.wordRange(at: characterIndex(atX: point.x)))
        } else {
            buffer.moveCaret(to: position)
        }
        selectionDidChange()
    }

    public override func continueTracking(at point: Point) {
        buffer.moveCaret(to: caretPosition(atX: point.x), extending: true)
        selectionDidChange()
    }

    public override func endTracking(at point: Point, inside: Bool) {}

    public override func handleKey(_ event: KeyEvent) -> Bool {
        handleEditingKey(event)
    }

    public override func draw(in canvas: Canvas) {
        drawContents(in: canvas)
    }
}
