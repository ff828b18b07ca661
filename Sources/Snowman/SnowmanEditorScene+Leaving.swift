import Kit

/// Back with unsaved changes asks first: Save… (then leaves once saved), Discard, or Cancel (stays).
extension SnowmanEditorScene {
    /// The question Back asks when the edited values are not saved.
    func askToLeave() {
        guard let window = view.window else { return }
        Alert(
            title: "Save Changes to “\(editing.name)”?",
            message: "Your changes are lost if you leave without saving them.",
            actions: [
                AlertAction(title: "Save…") { [weak self] in
                    self?.leavesAfterSaving = true
                    self?.askToSave(suggesting: self?.suggestedSaveName)
                },
                AlertAction(title: "Discard", style: .destructive) { [weak self] in self?.discardAndLeave() },
                AlertAction(title: "Cancel", style: .cancel),
            ]
        ).present(in: window)
    }

    /// A user's own animation is saved back under its name; a preset's changes need a new one.
    var suggestedSaveName: String {
        library.isPreset(editing.name) ? library.nextDefaultName() : editing.name
    }

    /// Called after a save went through: leaves when Back asked for it.
    func leaveIfSavingForBack() {
        guard leavesAfterSaving else { return }
        leavesAfterSaving = false
        navigationController?.pop()
    }

    private func discardAndLeave() {
        editing = savedValues
        navigationController?.pop()
    }
}
