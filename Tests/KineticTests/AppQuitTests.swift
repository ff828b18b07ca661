import Foundation
import KitTestSupport
import Preferences
import Testing

@testable import Kinetic
@testable import Kit

@MainActor
@Suite("Quitting never loses work quietly: a failed save is shown before the window closes")
struct AppQuitTests {
    /// The app's saving, with a disk that fails until `diskWorks` is set.
    @MainActor
    final class Saving {
        var diskWorks = false
        var reported: [String] = []
        var saves = 0
        var stopped = false
        let status = FileSaveStatus()
        let file = URL(fileURLWithPath: "/home/user/.config/kinetic/state.plist")

        func saveEverything() {
            saves += 1
            let outcome: Result<Void, FileProblem> = diskWorks ? .success(()) : .failure(FileProblem(code: EROFS))
            status.record(outcome, file: file, subject: "Window State")
        }
    }

    let clock = TestClock()
    let window: Window
    let saving = Saving()
    let quit: AppQuit

    init() {
        window = Window(size: Size(width: 800, height: 600), clock: clock)
        window.setRootScene(Scene(name: "test", title: "Test", tabIcon: nil))
        clock.tick(window, at: 0)
        let saving = saving
        quit = AppQuit(
            window: window, root: window.rootScene!, status: saving.status,
            saveEverything: { saving.saveEverything() }, stopRunning: { saving.stopped = true },
            report: { line in MainActor.assumeIsolated { saving.reported.append(line) } })
    }

    var alert: Alert? { window.topPresentation?.card as? Alert }

    @Test("Everything saved: the app quits at once, without a question")
    func savedQuitsAtOnce() {
        saving.diskWorks = true
        quit.userAskedToQuit()
        #expect(saving.stopped)
        #expect(alert == nil)
    }

    @Test("A file that could not be saved is named in an alert that offers Try Again, Quit Anyway or Cancel")
    func failedSaveAsks() throws {
        quit.userAskedToQuit()
        #expect(!saving.stopped)
        let question = try #require(alert)
        #expect(question.title == AppQuit.notSavedTitle)
        #expect(question.message?.contains("Window State: state.plist (the disk is read-only)") == true)
        #expect(question.actions.map(\.title) == ["Try Again", "Quit Anyway", "Cancel"])
    }

    @Test("Try Again saves again, and quits once the save works")
    func tryAgain() throws {
        quit.userAskedToQuit()
        saving.diskWorks = true
        try #require(alert).choose(0)
        clock.tick(window, at: 1)
        #expect(saving.saves == 2)
        #expect(saving.stopped)
    }

    @Test("Quit Anyway quits without saving again; Cancel stays, and a later Ctrl+Q asks again")
    func quitAnywayAndCancel() throws {
        quit.userAskedToQuit()
        try #require(alert).choose(2)
        clock.tick(window, at: 1)
        #expect(!saving.stopped)
        quit.userAskedToQuit()
        clock.tick(window, at: 2)
        try #require(alert).choose(1)
        #expect(saving.saves == 2)
        #expect(saving.stopped)
    }

    @Test("A second Ctrl+Q while the question shows does nothing")
    func secondRequestIgnored() {
        quit.userAskedToQuit()
        quit.userAskedToQuit()
        #expect(saving.saves == 1)
    }

    @Test("Ended by a signal: tries once more, then says on stderr what was lost")
    func signalTriesOnceMore() {
        quit.saveBeforeExit(signal: SIGTERM)
        #expect(saving.saves == 2)
        #expect(
            saving.reported == [
                "quit by signal 15: could not save /home/user/.config/kinetic/state.plist (the disk is read-only); "
                    + "window state changes since the last save are lost"
            ])
        quit.saveBeforeExit(signal: SIGTERM)
        #expect(saving.saves == 2, "saved once on the way out")
    }
}
