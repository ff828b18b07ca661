import Foundation

/// One launch: process start (the parent's posix_spawn) to the first present, and resident memory and CPU time
/// (all threads) then.
struct LaunchSample {
    var milliseconds: Double
    var residentMegabytes: Double
    var cpuMilliseconds: Double

    /// How long a program may take to show its first frame, in seconds.
    static let readyTimeout = 60.0

    /// The bare SDL2 program (with its software renderer when `software`): it prints `presented_monotonic_ns=N`
    /// after its present.
    static func floor(_ path: String, software: Bool = false, display: XvfbServer) throws -> LaunchSample {
        let process = try ChildProcess(
            path, software ? ["--software"] : [], environment: display.environment(), captureOutput: true,
            errorLog: "/dev/null")
        defer { process.terminate() }
        guard let line = process.readLine(timeout: readyTimeout),
            let field = line.split(separator: " ").first(where: { $0.hasPrefix("presented_monotonic_ns=") }),
            let nanoseconds = Double(field.dropFirst("presented_monotonic_ns=".count))
        else { throw BenchmarkError("\(path) printed no presented_monotonic_ns (see its stderr)") }
        return LaunchSample(
            milliseconds: (nanoseconds * 1e-9 - process.spawnedAt) * 1000,
            residentMegabytes: try process.residentMegabytes(), cpuMilliseconds: try process.cpuMilliseconds())
    }

    /// Kinetic: its `app.ready` event carries `presented_monotonic_ms`, taken right after the first present.
    static func kinetic(_ app: AppUnderTest) throws -> LaunchSample {
        let ready = try app.waitForEvent("app.ready", timeout: readyTimeout)
        guard let presented = ready["presented_monotonic_ms"] as? Double else {
            throw BenchmarkError("app.ready has no presented_monotonic_ms: is the kinetic binary up to date?")
        }
        return LaunchSample(
            milliseconds: presented - app.process.spawnedAt * 1000,
            residentMegabytes: try app.process.residentMegabytes(), cpuMilliseconds: try app.process.cpuMilliseconds())
    }
}
