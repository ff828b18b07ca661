import Kit

/// Save, Rename… and Delete…: each asks in an alert, and a refused name explains why and asks again.
extension SnowmanEditorScene {
    /// Height of the name field inside an alert, in points.
    static let nameFieldHeight = Theme.ControlMetrics.height

    /// Save: asks for a name (prefilled with the next free "Animation N"), then saves.
    public func askToSave(suggesting suggestion: String? = nil) {
        askForName(
            title: "Save Animation", message: "Name these settings to find them in the studio's list.",
            actionTitle: "Save", text: suggestion ?? library.nextDefaultName()
        ) { [weak self] name in self?.save(named: name, replacing: false) }
    }

    /// Saves the edited values under `name`; a taken name asks to replace it first.
    public func save(named name: String, replacing: Bool) {
        do {
            let saved = try library.save(editing.renamed(name), replacing: replacing)
            editing = editing.renamed(saved)
            events.emit("animation.saved", ["name": .string(saved)])
            rebuildTable()
            onLibraryChanged?(saved)
        } catch AnimationLibrary.LibraryError.nameTaken(let existing) {
            confirm(
                title: "Replace “\(existing)”?", message: "A saved animation already has this name.",
                actionTitle: "Replace", cancel: { [weak self] in self?.askToSave(suggesting: name) }
            ) { [weak self] in self?.save(named: name, replacing: true) }
        } catch {
            explain(error, name: name) { [weak self] in self?.askToSave(suggesting: name) }
        }
    }

    func askToRename(_ oldName: String) {
        askForName(
            title: "Rename Animation", message: "A new name for “\(oldName)”.", actionTitle: "Rename", text: oldName
        ) { [weak self] name in
            guard let self else { return }
            do {
                try self.library.rename(oldName, to: name)
                self.rebuildTable()
                self.onLibraryChanged?(nil)
                self.events.emit("animation.renamed", ["from": .string(oldName), "to": .string(name)])
            } catch {
                self.explain(error, name: name) { self.askToRename(oldName) }
            }
        }
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
                self.explain(error, name: name, then: nil)
            }
        }
    }

    // MARK: Alerts

    private func askForName(
        title: String, message: String, actionTitle: String, text: String,
        then: @escaping @MainActor (String) -> Void
    ) {
        guard let window = view.window else { return }
        let field = TextField(text: text, placeholder: "Name")
        field.accessibilityIdentifier = "snowman.name"
        field.maximumLength = AnimationLibrary.maximumNameLength
        let alert = Alert(
            title: title, message: message,
            actions: [
                AlertAction(title: "Cancel", style: .cancel),
                AlertAction(title: actionTitle) { then(field.text) },
            ])
        alert.setAccessory(field, height: Self.nameFieldHeight)
        field.onReturn = { [weak alert] _ in alert?.choose(1) }
        alert.present(in: window)
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

    /// Says why a name was refused; OK runs `then` (usually: ask again).
    private func explain(_ error: Error, name: String, then: (@MainActor () -> Void)?) {
        guard let window = view.window else { return }
        let (title, message): (String, String)
        switch error as? AnimationLibrary.LibraryError {
        case .emptyName: (title, message) = ("Name Required", "Type a name for the animation.")
        case .presetName(let preset):
            (title, message) = ("Name Taken", "“\(preset)” is a built-in preset. Choose another name.")
        case .nameTaken(let other):
            (title, message) = ("Name Taken", "“\(other)” is already saved. Choose another name.")
        case .notFound(let missing): (title, message) = ("Not Found", "“\(missing)” is no longer saved.")
        case nil: (title, message) = ("Could Not Save", "\(error)")
        }
        Alert(title: title, message: message, actions: [AlertAction(title: "OK", handler: then)]).present(in: window)
    }
}
