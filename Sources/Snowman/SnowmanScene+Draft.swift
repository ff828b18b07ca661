import Kit

/// Edits a run ended with before they were saved (a signal cannot wait for the editor's question) come back: the
/// first time the studio shows, an alert offers them, and Restore opens the editor with them, unsaved, as they were.
extension SnowmanScene {
    static let restoreDraftTitle = "Restore Unsaved Changes?"

    func offerDraftOnce() {
        guard let draft = library.draft, let window = view.window, navigation.topScene === studio else { return }
        Alert(
            title: Self.restoreDraftTitle,
            message: "Kinetic closed while “\(draft.baseName)” had changes that were not saved. "
                + "Restore them in the editor?",
            actions: [
                AlertAction(title: "Restore") { [weak self] in self?.restore(draft) },
                AlertAction(title: "Discard", style: .destructive) { [weak self] in self?.library.removeDraft() },
            ]
        ).present(in: window)
    }

    /// Opens the editor on the animation the edits started from, with the edited values (so Save, Back and quitting
    /// ask as they would have), then forgets the draft: from now on the editor holds the edits.
    private func restore(_ draft: AnimationDraftFile.Draft) {
        let base = library.setting(named: draft.baseName) ?? draft.values.renamed(draft.baseName)
        guard let editor = openEditor(start: base) else { return }
        for dimension in AnimationDimension.all { editor.change(dimension.key, to: draft.values[dimension.key]) }
        library.removeDraft()
    }
}
