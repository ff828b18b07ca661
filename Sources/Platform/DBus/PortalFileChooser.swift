import FoundationEssentials
import Kit

/// The desktop's file chooser through the XDG desktop portal (`org.freedesktop.portal.FileChooser.OpenFile` on
/// the session bus), as sandboxed desktop apps open files: the desktop draws its own dialog, and the chosen
/// file's URI comes back in the request's `Response` signal. Each request waits on a thread of its own, so the
/// frame loop never waits for the bus; the outcome comes back through the main-loop mailbox. No portal (nothing
/// owns its name, no session bus, no answer within `PortalOpenFileRequest.callTimeout`) is a failure the scene
/// tells the user about.
@MainActor
public final class PortalFileChooser: FileChooser {
    private let mailbox: MainLoopMailbox
    /// The request whose dialog is open, if any: a newer one closes it.
    private var current: PortalOpenFileRequest?

    public init(mailbox: MainLoopMailbox) {
        self.mailbox = mailbox
    }

    public func chooseFile(_ request: FileChooserRequest, completion: @escaping @MainActor (FileChooserOutcome) -> Void)
    {
        current?.stop()
        let worker = PortalOpenFileRequest(request: request)
        current = worker
        let mailbox = self.mailbox
        let done = UncheckedSendable(completion)
        DetachedThread.start(name: "kinetic.file-chooser") { [weak self] in
            let outcome = worker.run()
            mailbox.post {
                if self?.current === worker { self?.current = nil }
                done.value(outcome)
            }
        }
    }

    /// Closes an open dialog (the app is quitting); its completion runs with `.cancelled` if the loop still runs.
    public func closeOpenDialog() {
        current?.stop()
        current = nil
    }
}
