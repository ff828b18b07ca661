import Kit
import Preferences

/// The note under a setting's row, and the row's state when the setting has no effect: Gravity strength while
/// Gravity and Tilt gravity are off is disabled (dimmed, skipped by Tab, `enabled` off for screen readers), its
/// title dims, and its note starts with why. The row follows the settings its condition names, so it enables
/// itself the moment one is switched on, and grows or shrinks with its note.
extension SettingRow {
    /// The height of a row's only line (title, value and control), and of its first line when a note follows
    /// (the note takes the place of the line's lower padding), in points.
    static let lineHeight = TableCell.standardHeight
    static let lineHeightAboveNote = TableCell.standardHeight - Theme.spacing
    /// Space from the note to the row's bottom edge, in points.
    static let noteBottomInset = Theme.spacing * 1.5

    /// The note: why the setting has no effect now (a line of its own, read first), then the setting's help.
    var noteText: String {
        let help = setting.footer.map(Self.sentence)
        return [preferences.reasonNotInEffect(setting), help].compactMap { $0 }.joined(separator: "\n")
    }

    func followAvailability() {
        noteLabel.accessibilityIdentifier = "settings.\(setting.key).note"
        conditionObservations = (setting.enabledCondition?.settings ?? []).map { other in
            preferences.observe(other) { [weak self] _ in self?.showAvailability() }
        }
        control.accessibilityCustomization = AccessibilityCustomization(description: { [weak self] in
            self?.noteLabel.text ?? ""
        })
        showAvailability()
    }

    /// Enables or disables the control for the values stored now, and rewrites the note.
    func showAvailability() {
        let inEffect = preferences.isInEffect(setting)
        control.isEnabled = inEffect
        titleLabel.style.color = inEffect ? Theme.Palette.textPrimary : Theme.Palette.textSecondary
        let note = noteText
        guard note != noteLabel.text else { return }
        noteLabel.text = note
        invalidateHeight()
        setNeedsLayout()
    }

    /// The row's height at `width`: the first line, then the note wrapped under it.
    func heightWithNote(forWidth width: Double) -> Double {
        guard !noteLabel.text.isEmpty else { return Self.lineHeight }
        let noteHeight = TextMeasurement.wrappedHeight(
            of: noteLabel.text, style: noteLabel.style, width: noteWidth(inRowWidth: width))
        return Self.lineHeightAboveNote + noteHeight + Self.noteBottomInset
    }

    /// The first line at the top, the note under it (their frames never overlap).
    func layOutLineAndNote() {
        guard !noteLabel.text.isEmpty else {
            noteLabel.frame = .zero
            return layOutLine(in: bounds)
        }
        layOutLine(in: Rect(x: 0, y: 0, width: bounds.width, height: Self.lineHeightAboveNote))
        let noteY = Self.lineHeightAboveNote
        noteLabel.frame = Rect(
            x: TableCell.padding, y: noteY, width: noteWidth(inRowWidth: bounds.width),
            height: max(0, bounds.height - noteY - Self.noteBottomInset))
    }

    private func noteWidth(inRowWidth width: Double) -> Double {
        max(0, width - 2 * TableCell.padding)
    }

    /// Notes were written to follow "Title: ", some in lower case; standing alone they start with a capital.
    private static func sentence(_ note: String) -> String {
        note.prefix(1).uppercased() + note.dropFirst()
    }
}
