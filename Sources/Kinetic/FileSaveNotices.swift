import Kit
import Preferences

/// Tells the user when one of the app's files could not be saved, and when it is saved again: a banner naming
/// the file and the reason in words, one line on stderr, and an automation event. `FileSaveStatus` already
/// filters the failures down to one per distinct reason.
@MainActor
final class FileSaveNotices {
    /// The banners' automation id (desktop notifications shown in the app use `notification.banner`).
    static let bannerIdentifier = "notice.banner"

    private let window: Window
    private let events: EventLog
    private let report: PropertyListFile.LineSink
    /// The banner on screen, replaced by the next notice so they never pile up.
    private weak var banner: BannerView?

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
        }
    }

    private func show(_ notice: LocalNotification) {
        banner?.dismiss()
        let banner = BannerView(notification: notice, identifier: Self.bannerIdentifier)
        // The label names the file and the reason too, for screen readers and automation.
        banner.accessibilityLabel = "\(notice.title): \(notice.subtitle)"
        banner.present(in: window)
        self.banner = banner
    }
}
