extension TextField {
    /// The keys of a desktop one-line field. Printable keys are consumed but not typed (their text arrives as a
    /// `TextInputEvent`), so digits and letters never reach the scene's shortcuts while the field has focus.
    func handleEditingKey(_ event: KeyEvent) -> Bool {
        let shift = event.modifiers.contains(.shift)
        let control = event.modifiers.contains(.control)
        switch event.key {
        case .left: move { $0.moveLeft(extending: shift, byWord: control) }
        case .right: move { $0.moveRight(extending: shift, byWord: control) }
        case .home, .up: move { $0.moveCaret(to: 0, extending: shift) }
        case .end, .down: move { $0.moveCaret(to: $0.count, extending: shift) }
        case .backspace: edit { $0.deleteBackward(byWord: control) }
        case .delete: edit { $0.deleteForward(byWord: control) }
        case .enter: onReturn?(text)
        case .space: break
        case .character(let character) where control: return handleShortcut(character)
        case .character: break
        default: return false
        }
        return true
    }

    /// Ctrl+A selects all, Ctrl+C copies, Ctrl+X cuts, Ctrl+V pastes; other Ctrl shortcuts pass on.
    private func handleShortcut(_ character: Character) -> Bool {
        switch character.lowercased() {
        case "a": move { $0.selectAll() }
        case "c": copySelection()
        case "x":
            copySelection()
            edit { $0.deleteBackward() }
        case "v": paste()
        default: return false
        }
        return true
    }

    func copySelection() {
        guard buffer.hasSelection else { return }
        window?.clipboard.writeText(buffer.selectedText)
    }

    func paste() {
        guard let pasted = window?.clipboard.readText() else { return }
        insertText(pasted)
    }

    private func move(_ change: (inout TextEditingBuffer) -> Void) {
        change(&buffer)
        selectionDidChange()
    }

    private func edit(_ change: (inout TextEditingBuffer) -> Bool) {
        if change(&buffer) { userDidEdit() }
    }
}
