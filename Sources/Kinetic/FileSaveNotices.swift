import Kit
import Preferences

/// Tells the user about the app's files as it happens: a save that failed and one that worked again (a banner
/// naming the file and the reason in words, one line on stderr, an automation event), and a file that could not be
/// used as it was and was (partly) reset (a banner naming what was reset and where the old file was kept).
/// `FileSaveStatus` already filters the failures down to one per distinct reason; banners queue, so notices that
/// come together are each read.
@MainActor
final class FileSaveNotices {
    /// The banners' automation id (desktop notifications shown in the app use `notification.banner`).
    static let bannerIdentifier = "notice.banner"

    private let window: Window
    private let events: EventLog
    private let report: PropertyListFile.LineSink

    init(
        status: FileSaveStatus, window: Window, events: EventLog,
        report: @escaping PropertyListFile.LineSink = PropertyListFile.standardError
    ) {
        self.window = window
        self.events = events
        self.report = report
        status.onChange = { [weak self] change in self?.tell(change) }
    }

    private func tell(_ change: FileSaveStatus.Change) {
        let fileName = change.file.lastPathComponent
        switch change.kind {
        case .failed(let problem):
            report(
                "could not save \(change.file.path): \(problem.reason); the values are kept in memory and saved "
                    + "again on the next change and at quit")
            events.emit("file.save_failed", ["file": .string(fileName), "reason": .string(problem.reason)])
            show(
                LocalNotification(
                    title: "\(change.subject) Not Saved", subtitle: "\(fileName) · \(problem.reason)",
                    body: "Kept in memory; retried on the next change."))
        case .savedAgain:
            report("saved \(change.file.path) again")
            events.emit("file.saved_again", ["file": .string(fileName)])
            show(
                LocalNotification(
                    title: "\(change.subject) Saved", subtitle: fileName, body: "Saved again after the earlier failure."
                ))
        case .reset(let notice):
            // The file already said what it did in one stderr line; the window says it to the player.
            events.emit("file.reset", ["file": .string(fileName), "title": .string(notice.title)])
            show(LocalNotification(title: notice.title, subtitle: notice.detail, body: notice.consequence))
        }
    }

    private func show(_ notice: LocalNotification) {
        // The banner's label names the file and the reason too, for screen readers and automation.
        window.banners.show(BannerView(notification: notice, identifier: Self.bannerIdentifier))
    }
}
