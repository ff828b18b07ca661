import Kit

/// Save, Rename… and Delete…: each asks in an alert. A name that cannot be used asks again at once, with the text
/// as typed and the reason in the message, so the user fixes it rather than typing it anew.
extension SnowmanEditorScene {
    /// Height of the name field inside an alert, in points.
    static let nameFieldHeight = Theme.ControlMetrics.height

    /// Save: asks for a name (prefilled with `suggestion`, else the next free "Animation N"), then saves.
    /// `problem`, when set, says why the name given before could not be used.
    public func askToSave(suggesting suggestion: String? = nil, problem: String? = nil) {
        askForName(
            title: "Save Animation", message: problem ?? "Name these settings to find them in the studio's list.",
            actionTitle: "Save", text: suggestion ?? library.nextDefaultName(), isCorrection: problem != nil
        ) { [weak self] name in self?.save(named: name, replacing: false) }
    }

    /// Saves the edited values under `name`; a taken name asks to replace it first.
    public func save(named name: String, replacing: Bool) {
        do {
            let saved = try library.save(editing.renamed(name), replacing: replacing)
            editing = editing.renamed(saved)
            savedValues = editing
            events.emit("animation.saved", ["name": .string(saved)])
            rebuildTable()
            onLibraryChanged?(saved)
            leaveIfSavingToLeave()
        } catch AnimationLibrary.LibraryError.nameTaken(let existing) {
            confirm(
                title: "Replace “\(existing)”?", message: "A saved animation already has this name.",
                actionTitle: "Replace", cancel: { [weak self] in self?.askToSave(suggesting: name) }
            ) { [weak self] in self?.save(named: name, replacing: true) }
        } catch {
            askToSave(suggesting: name, problem: Self.reason(error))
        }
    }

    /// Rename: asks for a new name for `oldName` (prefilled with `typed`, else the old name). `problem`, when set,
    /// says why the name typed before could not be used.
    func askToRename(_ oldName: String, typed: String? = nil, problem: String? = nil) {
        askForName(
            title: "Rename “\(oldName)”", message: problem ?? "A new name for this animation.",
            actionTitle: "Rename", text: typed ?? oldName, isCorrection: problem != nil
        ) { [weak self] name in self?.rename(oldName, to: name) }
    }

    func askToDelete(_ name: String) {
        confirm(
            title: "Delete “\(name)”?", message: "The saved animation is removed from the list and the file.",
            actionTitle: "Delete", cancel: nil
        ) { [weak self] in
            guard let self else { return }
            do {
                try self.library.delete(name)
                self.rebuildTable()
                self.onLibraryChanged?(nil)
                self.events.emit("animation.deleted", ["name": .string(name)])
            } catch {
                self.explain(error)
            }
        }
    }

    /// Why a name was refused, in words that say how to fix it.
    static func reason(_ error: Error) -> String {
        switch error as? AnimationLibrary.LibraryError {
        case .emptyName: return "Type a name for the animation."
        case .presetName(let preset): return "“\(preset)” is a built-in preset. Choose another name."
        case .nameTaken(let other): return "“\(other)” is already saved. Choose another name."
        case .notFound(let missing): return "“\(missing)” is no longer saved."
        case nil: return "\(error)"
        }
    }

    // MARK: Private

    private func rename(_ oldName: String, to name: String) {
        do {
            try library.rename(oldName, to: name)
            if AnimationLibrary.sameName(editing.name, oldName) {
                editing = editing.renamed(AnimationLibrary.normalized(name))
                savedValues = savedValues.renamed(editing.name)
            }
            rebuildTable()
            onLibraryChanged?(nil)
            events.emit("animation.renamed", ["from": .string(oldName), "to": .string(name)])
        } catch AnimationLibrary.LibraryError.notFound {
            explain(AnimationLibrary.LibraryError.notFound(oldName))
        } catch {
            askToRename(oldName, typed: name, problem: Self.reason(error))
        }
    }

    /// A name prompt. `isCorrection` (the name was refused) leaves the caret after the text, ready to fix it;
    /// otherwise the text is selected, so typing replaces it.
    private func askForName(
        title: String, message: String, actionTitle: String, text: String, isCorrection: Bool,
        then: @escaping @MainActor (String) -> Void
    ) {
        guard let window = view.window else { return }
        let field = TextField(text: text, placeholder: "Name")
        field.accessibilityIdentifier = "snowman.name"
        field.maximumLength = AnimationLibrary.maximumNameLength
        let alert = Alert(
            title: title, message: message,
            actions: [
                AlertAction(title: "Cancel", style: .cancel) { [weak self] in self?.cancelPendingDeparture() },
                AlertAction(title: actionTitle) { then(field.text) },
            ])
        alert.setAccessory(field, height: Self.nameFieldHeight)
        field.onReturn = { [weak alert] _ in alert?.choose(1) }
        alert.present(in: window)
        if isCorrection { field.select(field.text.count..<field.text.count) }
    }

    private func confirm(
        title: String, message: String, actionTitle: String, cancel: (@MainActor () -> Void)?,
        then: @escaping @MainActor () -> Void
    ) {
        guard let window = view.window else { return }
        Alert(
            title: title, message: message,
            actions: [
                AlertAction(title: "Cancel", style: .cancel, handler: cancel),
                AlertAction(title: actionTitle, style: .destructive, handler: then),
            ]
        ).present(in: window)
    }

    /// Says what went wrong in an alert with OK (nothing to retry).
    private func explain(_ error: Error) {
        guard let window = view.window else { return }
        Alert(title: "Not Found", message: Self.reason(error), actions: [AlertAction(title: "OK")]).present(in: window)
    }
}
