import Foundation
import FuzzSupport
import Testing

/// Fuzz runs go on in parallel; a crash must name the run on the thread that crashed, not the run that set its
/// line last.
@Suite struct CrashBreadcrumbTests {
    @Test func eachThreadKeepsItsOwnLine() {
        CrashBreadcrumb.set("run A case 1")
        let finished = DispatchSemaphore(value: 0)
        let other = Thread {
            CrashBreadcrumb.set("run B case 7")
            #expect(CrashBreadcrumb.currentLine == "run B case 7\n")
            CrashBreadcrumb.clear()
            #expect(CrashBreadcrumb.currentLine == nil)
            finished.signal()
        }
        other.start()
        finished.wait()
        #expect(CrashBreadcrumb.currentLine == "run A case 1\n", "another thread's line must not replace this one")
        CrashBreadcrumb.clear()
        #expect(CrashBreadcrumb.currentLine == nil)
    }
}
