// Every process a run starts carries the run's mark in its environment, inherited by whatever those processes start
// in turn (a D-Bus session's dbus-daemon, the at-spi-bus-launcher it activates and the accessibility bus's own
// dbus-daemon, an X11-autolaunched session bus), even when a daemon re-parents itself to init. After each area the
// runner finds the marked processes still running, gives them a moment to end on their own (a session's services
// quit once their bus is gone), then terminates them; the run ends with none of its processes left.
import Foundation

@MainActor
enum RunProcesses {
    /// The environment variable that marks a run's processes: its value names the runner's process.
    nonisolated static let markVariable = "KINETIC_BENCHMARK_RUN"
    /// How long the processes an area left may take to end on their own, in seconds.
    static let grace = 5.0
    /// How long a terminated process may take to exit before it is killed, in seconds.
    static let terminationGrace = 2.0
    /// Pause between two looks at /proc, in microseconds.
    static let pollInterval: UInt32 = 50_000

    struct Leftover: CustomStringConvertible {
        let pid: pid_t
        let command: String
        var description: String { "\(pid) \(command)" }
    }

    /// This run's mark: the runner's, inherited by the probes it runs as children (their own children are the
    /// run's too). Set in the runner's own environment before it starts anything, so every child inherits it
    /// (ChildProcess and runTool add it to any environment they are given).
    nonisolated static let mark = getenv(markVariable).map { String(cString: $0) } ?? "\(getpid())-\(UUID().uuidString)"

    static func markThisRun() {
        setenv(markVariable, mark, 1)
    }

    /// `environment` with this run's mark.
    nonisolated static func marked(_ environment: [String: String]) -> [String: String] {
        environment.merging([markVariable: mark]) { _, mark in mark }
    }

    /// The running processes that carry this run's mark, the runner itself aside.
    static func running() -> [Leftover] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let needle = Array("\(markVariable)=\(mark)".utf8)
        return entries.compactMap { Int32($0) }.filter { $0 != getpid() }.compactMap { pid in
            guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                environment.split(separator: 0).contains(where: { $0.elementsEqual(needle) }),
                !isZombie(pid)
            else { return nil }
            return Leftover(pid: pid, command: commandLine(of: pid))
        }
    }

    /// The processes this run ended because they outlived the area that started them.
    static var terminated: [Leftover] = []

    /// Waits up to `grace` seconds for the marked processes not in `sparing` (those running before an area began)
    /// to end, then terminates what is left of them (SIGTERM, then SIGKILL), remembers them in `terminated` and
    /// returns them.
    @discardableResult
    static func sweep(sparing: Set<pid_t> = [], grace: Double = RunProcesses.grace) -> [Leftover] {
        func left() -> [Leftover] { running().filter { !descends(from: sparing, $0.pid) } }
        let deadline = monotonicSeconds() + grace
        while !left().isEmpty, monotonicSeconds() < deadline { usleep(pollInterval) }
        let outlived = left()
        guard !outlived.isEmpty else { return [] }
        for process in outlived { kill(process.pid, SIGTERM) }
        let killDeadline = monotonicSeconds() + terminationGrace
        while !left().isEmpty, monotonicSeconds() < killDeadline { usleep(pollInterval) }
        for process in left() { kill(process.pid, SIGKILL) }
        terminated += outlived
        return outlived
    }

    /// Whether `pid` is one of `ancestors` or runs under one of them (the X server's keymap compiler belongs to
    /// the X server, not to the area that connected the client it compiles for).
    private static func descends(from ancestors: Set<pid_t>, _ pid: pid_t) -> Bool {
        var current = pid
        while current > 1 {
            if ancestors.contains(current) { return true }
            guard let parent = parent(of: current) else { return false }
            current = parent
        }
        return false
    }

    private static func parent(of pid: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return nil }
        let fields = stat[afterName.upperBound...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    private static func isZombie(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return true }
        return stat[afterName.upperBound...].hasPrefix("Z")
    }

    private static func commandLine(of pid: pid_t) -> String {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return "?" }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }
}
