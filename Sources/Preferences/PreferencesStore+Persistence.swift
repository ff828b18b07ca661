import Foundation

/// Loading forgivingly and saving atomically, reporting trouble as notices instead of failing.
extension PreferencesStore {
    /// Saves if changes wait and their delay has passed. Returns whether the file was written.
    /// - Parameter now: the time on the `clock` given at init.
    @discardableResult
    public func saveIfNeeded(now: TimeInterval) -> Bool {
        guard let due = nextSaveDue, now >= due else { return false }
        return save()
    }

    /// Saves any waiting changes now, whatever the delay; call on quit.
    /// Returns whether the file was written.
    @discardableResult
    public func flush() -> Bool {
        needsSave ? save() : false
    }

    func load() {
        do {
            entries = try file.read([String: PropertyListValue].self) ?? [:]
        } catch {
            keepUnreadableFileAside(reason: error.userFacingReason)
        }
    }

    private func save() -> Bool {
        needsSave = false
        do {
            try file.write(entries)
            hasReportedSaveFailure = false
            return true
        } catch {
            reportSaveFailure(reason: error.userFacingReason)
            return false
        }
    }

    private func reportSaveFailure(reason: String) {
        guard !hasReportedSaveFailure else { return }
        hasReportedSaveFailure = true
        pendingNotices.append(.cannotSave(file.directory, reason: reason))
    }

    /// Renames the bad file so nothing the user had is lost; if even that fails, stops saving so
    /// the next save cannot overwrite it.
    private func keepUnreadableFileAside(reason: String) {
        do {
            let keptFile = try file.moveAside(at: wallClock())
            pendingNotices.append(.corruptFileKeptAside(keptFile))
        } catch {
            isSavingEnabled = false
            pendingNotices.append(.unreadableFileLeftInPlace(file.url, reason: reason))
        }
    }
}
