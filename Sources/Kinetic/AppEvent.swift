import Kit

/// What the app itself logs: its launch, first frame, tabs, window size and quit, the saves it reports, and the
/// run loop's own check. Names and fields are the automation contract (`docs/automation.md`).
enum AppEvent: SemanticEvent, Equatable {
    /// `app.launched`: the first line of every run (`headless`: no window on a display).
    case launched(version: String, headless: Bool)
    /// `app.ready`: the first frame is on screen, `frameMilliseconds` after `main`; it was presented at
    /// `presentedMonotonicMilliseconds` on CLOCK_MONOTONIC (`frame_ms`, `presented_monotonic_ms`).
    case ready(frameMilliseconds: Double, presentedMonotonicMilliseconds: Double)
    /// `tab.selected`: the tab with this id is shown (at launch, and at each change).
    case tabSelected(tab: String)
    /// `window.resized`: the window's new size in points.
    case windowResized(width: Double, height: Double)
    /// `app.quit`: the window closed and the app is saving and leaving.
    case quit
    /// `file.save_failed`: the file named `file` could not be saved, for `reason` (in words).
    case fileSaveFailed(file: String, reason: String)
    /// `file.saved_again`: the file named `file` was saved after failing before.
    case fileSavedAgain(file: String)
    /// `file.reset`: the file named `file` could not be used at load and was reset; `title` is the banner's.
    case fileReset(file: String, title: String)
    /// `runloop.main_queue` / `runloop.main_actor`: work sent to the main queue, or to the main actor, from
    /// `sender` ran after `waitMilliseconds` (`from`, `wait_ms`).
    case mainQueueServed(sender: RunLoopProbe.Sender, waitMilliseconds: Double)
    case mainActorServed(sender: RunLoopProbe.Sender, waitMilliseconds: Double)

    var name: String {
        switch self {
        case .launched: "app.launched"
        case .ready: "app.ready"
        case .tabSelected: "tab.selected"
        case .windowResized: "window.resized"
        case .quit: "app.quit"
        case .fileSaveFailed: "file.save_failed"
        case .fileSavedAgain: "file.saved_again"
        case .fileReset: "file.reset"
        case .mainQueueServed: "runloop.main_queue"
        case .mainActorServed: "runloop.main_actor"
        }
    }

    var fields: [String: AutomationValue] {
        switch self {
        case .launched(let version, let headless): ["version": .string(version), "headless": .bool(headless)]
        case .ready(let frame, let presented):
            ["frame_ms": .double(frame), "presented_monotonic_ms": .double(presented)]
        case .tabSelected(let tab): ["tab": .string(tab)]
        case .windowResized(let width, let height): ["width": .double(width), "height": .double(height)]
        case .quit: [:]
        case .fileSaveFailed(let file, let reason): ["file": .string(file), "reason": .string(reason)]
        case .fileSavedAgain(let file): ["file": .string(file)]
        case .fileReset(let file, let title): ["file": .string(file), "title": .string(title)]
        case .mainQueueServed(let sender, let wait), .mainActorServed(let sender, let wait):
            ["from": .string(sender.rawValue), "wait_ms": .double(wait)]
        }
    }
}
