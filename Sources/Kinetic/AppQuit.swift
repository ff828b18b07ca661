import FoundationEssentials
import Kit
import Preferences

/// Quitting without losing work. Asked by the user (Ctrl+Q, the window's close button), the app first lets every
/// scene ask about unsaved work (the Snowman editor's Save / Discard / Cancel), then saves everything; a file that
/// could not be saved is named in an alert before the window closes, offering Try Again or Quit Anyway. Ended by
/// a signal, which cannot wait for answers, the app saves everything (scenes keep unsaved edits as drafts), tries
/// once more what failed, and says on stderr what was lost.
@MainActor
final class AppQuit {
    /// The alert's title, and its two choices.
    static let notSavedTitle = "Some Changes Were Not Saved"
    static let tryAgainTitle = "Try Again"
    static let quitAnywayTitle = "Quit Anyway"

    private let window: Window
    private let root: Scene
    private let status: FileSaveStatus
    /// Writes everything the app keeps (every scene's files, the settings, the window's state).
    private let saveEverything: @MainActor () -> Void
    private let stopRunning: @MainActor () -> Void
    private let report: PropertyListFile.LineSink
    /// Whether a question about quitting is on screen (a second Ctrl+Q meanwhile does nothing).
    private var isAsking = false
    /// Whether everything was saved (or the user chose to quit anyway) on the way out.
    private(set) var hasSaved = false

    init(
        window: Window, root: Scene, status: FileSaveStatus, saveEverything: @escaping @MainActor () -> Void,
        stopRunning: @escaping @MainActor () -> Void,
        report: @escaping PropertyListFile.LineSink = PropertyListFile.standardError
    ) {
        self.window = window
        self.root = root
        self.status = status
        self.saveEverything = saveEverything
        self.stopRunning = stopRunning
        self.report = report
    }

    /// The user asked to quit.
    func userAskedToQuit() {
        guard !isAsking else { return }
        isAsking = true
        let asked = root.askBeforeQuitting { [weak self] proceed in
            guard let self else { return }
            if proceed { self.saveAndQuit() } else { self.isAsking = false }
        }
        if !asked { saveAndQuit() }
    }

    /// After the loop ended without the user's saves (a signal, a frame limit): saves everything, once more for
    /// what failed, and names on stderr what could not be kept.
    func saveBeforeExit(signal: Int32?) {
        guard !hasSaved else { return }
        saveEverything()
        if !status.unsavedFiles.isEmpty { saveEverything() }
        hasSaved = true
        let cause = signal.map { "quit by signal \($0)" } ?? "quit"
        for unsaved in status.unsavedFiles {
            report(
                "\(cause): could not save \(unsaved.file.path) (\(unsaved.problem.reason)); "
                    + "\(unsaved.subject.lowercased()) changes since the last save are lost")
        }
    }

    private func saveAndQuit() {
        saveEverything()
        let unsaved = status.unsavedFiles
        guard !unsaved.isEmpty else { return quit() }
        Alert(
            title: Self.notSavedTitle, message: Self.message(for: unsaved),
            actions: [
                AlertAction(title: Self.tryAgainTitle) { [weak self] in self?.saveAndQuit() },
                AlertAction(title: Self.quitAnywayTitle, style: .destructive) { [weak self] in self?.quit() },
                AlertAction(title: "Cancel", style: .cancel) { [weak self] in self?.isAsking = false },
            ]
        ).present(in: window)
    }

    private func quit() {
        hasSaved = true
        stopRunning()
    }

    /// Each file on a line: what it holds, its name, and why it could not be written.
    static func message(for unsaved: [FileSaveStatus.UnsavedFile]) -> String {
        let lines = unsaved.map { "\($0.subject): \($0.file.lastPathComponent) (\($0.problem.reason))" }
        return lines.joined(separator: "\n") + "\nQuitting now loses these changes."
    }
}
