import Kit

/// Leaving with unsaved changes asks first, whether through Back or by quitting the app: Save… (then leaves once
/// saved), Discard, or Cancel (stays). Ended by a signal, which cannot wait for an answer, the editor keeps its
/// values as a draft the next launch offers to restore.
extension SnowmanEditorScene {
    /// How the user is leaving the editor, while the question about unsaved changes is answered.
    enum Departure {
        /// Back: leaving pops the editor.
        case back
        /// Quitting the app: leaving answers true, staying false.
        case quit(@MainActor (Bool) -> Void)
    }

    /// The question Back asks when the edited values are not saved.
    func askToLeave() {
        askToLeave(.back)
    }

    /// Kept as a draft when the app ends without asking (a signal); nothing to keep when saved or discarded.
    func keepUnsavedChangesAsDraft() {
        guard hasUnsavedChanges else { return }
        library.keepDraft(AnimationDraftFile.Draft(baseName: savedValues.name, values: editing))
    }

    func askToLeave(_ departure: Departure) {
        guard let window = view.window else { return stay(departure) }
        Alert(
            title: "Save Changes to “\(editing.name)”?",
            message: "Your changes are lost if you leave without saving them.",
            actions: [
                AlertAction(title: "Save…") { [weak self] in
                    self?.pendingDeparture = departure
                    self?.askToSave(suggesting: self?.suggestedSaveName)
                },
                AlertAction(title: "Discard", style: .destructive) { [weak self] in self?.discardAndLeave(departure) },
                AlertAction(title: "Cancel", style: .cancel) { [weak self] in self?.stay(departure) },
            ]
        ).present(in: window)
    }

    /// A user's own animation is saved back under its name; a preset's changes need a new one.
    var suggestedSaveName: String {
        library.isPreset(editing.name) ? library.nextDefaultName() : editing.name
    }

    /// Called after a save went through: leaves when Back or quitting asked for it.
    func leaveIfSavingToLeave() {
        guard let departure = pendingDeparture else { return }
        pendingDeparture = nil
        leave(departure)
    }

    /// The name prompt was cancelled: a departure waiting for the save stays.
    func cancelPendingDeparture() {
        guard let departure = pendingDeparture else { return }
        pendingDeparture = nil
        stay(departure)
    }

    private func discardAndLeave(_ departure: Departure) {
        editing = savedValues
        leave(departure)
    }

    private func leave(_ departure: Departure) {
        switch departure {
        case .back: navigationController?.pop()
        case .quit(let answer): answer(true)
        }
    }

    private func stay(_ departure: Departure) {
        if case .quit(let answer) = departure { answer(false) }
    }
}
