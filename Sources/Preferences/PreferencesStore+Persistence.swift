import FoundationEssentials

/// Loading forgivingly and saving safely: an unusable file is kept aside, a value of the wrong type is reset with
/// the original kept aside, and a failed save is recorded in `saveStatus` (values stay in memory; the next change
/// and `flush()` at quit retry).
extension PreferencesStore {
    /// Saves if changes wait and their delay has passed. Returns whether the file was written.
    /// - Parameter now: the time on the `clock` given at init.
    @discardableResult
    public func saveIfNeeded(now: TimeInterval) -> Bool {
        guard let due = nextSaveDue, now >= due else { return false }
        return save()
    }

    /// Saves whatever the file lacks now, whatever the delay, including changes whose save failed earlier; call
    /// on quit. Returns whether the file was written.
    @discardableResult
    public func flush() -> Bool {
        hasUnsavedChanges ? save() : false
    }

    func load() {
        switch file.loadDictionary(now: wallClock()) {
        case .missing:
            break
        case .loaded(let entries):
            self.entries = entries
            resetValuesOfTheWrongType()
        case .keptAside(let kept, let failure):
            pendingNotices.append(.corruptFileKeptAside(kept, because: failure))
        case .leftInPlace(let failure, _):
            // Saving would overwrite the file the user may still want.
            isSavingEnabled = false
            pendingNotices.append(.unreadableFileLeftInPlace(file.url, reason: failure.description))
        }
    }

    private func save() -> Bool {
        needsSave = false
        let saved = file.save(.dictionary(entries), subject: Self.fileSubject, status: saveStatus)
        if saved { hasUnsavedChanges = false }
        return saved
    }

    /// A declared setting holding a value it cannot read (a string where a number belongs) gets its default:
    /// the original file is kept aside once, the keys are named in one line, and the cleaned file is saved.
    private func resetValuesOfTheWrongType() {
        var wrongTypes: [WrongType] = []
        for setting in sections.flatMap(\.settings) {
            guard let value = entries[setting.key], !setting.accepts(value) else { continue }
            wrongTypes.append(WrongType(key: setting.key, expected: setting.expectedValue, found: value))
            entries[setting.key] = nil
        }
        guard !wrongTypes.isEmpty else { return }
        file.reportWrongTypes(wrongTypes, now: wallClock(), subject: Self.fileSubject, status: saveStatus)
        markChanged()
    }
}
