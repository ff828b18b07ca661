// Launch to first present with and without an accessibility bus: the bridge connects on its own thread, so no
// configuration may be slower to its first frame than its like without the bridge. Each configuration runs in its
// own D-Bus session (dbus-run-session) under the runner's Xvfb: a bare session that can start no services (so no
// accessibility bus), and a standard one (at-spi-bus-launcher, assistive technologies off, then on: the app
// registers with the AT-SPI registry). The launches happen in a child of this runner inside the session.
import Foundation

@MainActor
struct AccessibilityArea {
    /// A configuration may take at most this many times its like with the bridge off (same kind of session).
    static let targetRatio = 1.3
    /// How long a session may take to end after its launches, in seconds.
    static let sessionEndTimeout = 10.0
    /// Turns assistive technologies on in the session (as a screen reader starting does).
    static let enableAssistiveTechnologies =
        "gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus --method "
        + "org.freedesktop.DBus.Properties.Set org.a11y.Status IsEnabled '<true>' >/dev/null"

    struct Configuration {
        var name: String
        var bare: Bool
        var bridgeOff = false
        var assistiveTechnologiesOn = false
    }

    static let configurations = [
        Configuration(name: "bare session, bridge off", bare: true, bridgeOff: true),
        Configuration(name: "bare session, no a11y bus", bare: true),
        Configuration(name: "session, bridge off", bare: false, bridgeOff: true),
        Configuration(name: "session, a11y bus, AT off", bare: false),
        Configuration(name: "session, a11y bus, AT on", bare: false, assistiveTechnologiesOn: true),
    ]

    let options: BenchmarkOptions
    let display: XvfbServer

    func run() throws -> [ResultRow] {
        let folders = try AppFolders(name: "accessibility")
        defer { folders.remove() }
        let sessionConfig = folders.root.appendingPathComponent("bare-session.conf")
        try SessionBus.bareConfiguration.write(to: sessionConfig, atomically: true, encoding: .utf8)
        var medians: [String: Double] = [:]
        for configuration in Self.configurations {
            medians[configuration.name] = try median(of: configuration, sessionConfig: sessionConfig, folders)
            print(
                "   \(configuration.name): median first present \(Format.number(medians[configuration.name]!)) ms "
                    + "(\(options.launchRuns) runs)")
        }
        return Self.configurations.filter { !$0.bridgeOff }.map { configuration in
            let like = Self.configurations.first { $0.bare == configuration.bare && $0.bridgeOff }!
            return ResultRow(
                area: "accessibility", figure: "first present, \(configuration.name) (floor: \(like.name))",
                value: medians[configuration.name]!, unit: "ms", floor: medians[like.name]!,
                target: .ratioAtMost(Self.targetRatio))
        }
    }

    private func median(of configuration: Configuration, sessionConfig: URL, _ folders: AppFolders) throws -> Double {
        let runtime = folders.root.appendingPathComponent("runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var extra = folders.environment
        extra["XDG_RUNTIME_DIR"] = runtime.path
        extra["GSETTINGS_BACKEND"] = "memory"
        extra["DBUS_SESSION_BUS_ADDRESS"] = nil
        if configuration.bridgeOff { extra["NO_AT_BRIDGE"] = "1" }
        var environment = display.environment(extra)
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        environment["AT_SPI_BUS_ADDRESS"] = nil
        let prepare = configuration.assistiveTechnologiesOn ? Self.enableAssistiveTechnologies : "true"
        let session = configuration.bare ? ["--config-file=\(sessionConfig.path)"] : []
        let inner = [ImagesArea.ownExecutable, LaunchProbe.flag, options.kinetic, String(options.launchRuns)]
        let runningBefore = Set(RunProcesses.running().map(\.pid))
        let process = try ChildProcess(
            "/usr/bin/dbus-run-session", session + ["--", "sh", "-c", "\(prepare); exec \"$@\"", "sh"] + inner,
            environment: environment, captureOutput: true, errorLog: "/dev/null")
        defer { process.terminate() }
        // The session's services (the AT-SPI registry) print to the same output: the probe's line is marked.
        let deadline = monotonicSeconds() + LaunchSample.readyTimeout * Double(options.launchRuns + 1)
        while let line = process.readLine(timeout: max(deadline - monotonicSeconds(), 0)) {
            if line.hasPrefix(LaunchProbe.marker), let value = Double(line.dropFirst(LaunchProbe.marker.count)) {
                endSession(process, configuration, sparing: runningBefore)
                return value
            }
        }
        throw BenchmarkError("no median from the launches in \(configuration.name)")
    }

    /// Lets the session end as a login session does: the probe exits after its line, then dbus-run-session stops
    /// its bus, and the services the bus started (at-spi-bus-launcher and the accessibility bus) quit once it is
    /// gone. A dbus-run-session that is terminated instead dies without stopping its bus, which then outlives the
    /// run with everything it started.
    private func endSession(_ session: ChildProcess, _ configuration: Configuration, sparing: Set<pid_t>) {
        if !session.waitForExit(timeout: Self.sessionEndTimeout) {
            print("   \(configuration.name): the session did not end within \(Self.sessionEndTimeout) s; terminated")
        }
        for left in RunProcesses.sweep(sparing: sparing) {
            print("   \(configuration.name): still running after the session ended, terminated: \(left)")
        }
    }
}

/// The accessibility area's child inside a D-Bus session: launches kinetic `runs` times (after one to warm the
/// file cache) on the Settings tab and prints the median milliseconds from spawn to first present.
enum LaunchProbe {
    static let flag = "--launch-probe"
    /// What starts the probe's one line of output: the median, in milliseconds.
    static let marker = "median_ms="

    static func main(_ arguments: [String]) -> Never {
        guard arguments.count == 2, let runs = Int(arguments[1]), runs >= 1 else {
            FileHandle.standardError.write(Data("usage: KineticBenchmarks \(flag) KINETIC RUNS\n".utf8))
            exit(64)
        }
        do {
            _ = try launch(arguments[0])
            print(marker + String(median(try (0..<runs).map { _ in try launch(arguments[0]) })))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }

    private static func launch(_ kinetic: String) throws -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = try ChildProcess(
            kinetic, ["--automation", folder.path, "--tab", "settings"],
            environment: ProcessInfo.processInfo.environment, captureOutput: false, errorLog: "/dev/null")
        defer { process.terminate() }
        let events = folder.appendingPathComponent("events.jsonl").path
        let deadline = monotonicSeconds() + LaunchSample.readyTimeout
        while monotonicSeconds() < deadline, !process.hasExited {
            let lines = FileManager.default.contents(atPath: events).map { $0.split(separator: UInt8(ascii: "\n")) }
            for line in lines ?? [] {
                guard let event = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                    event["event"] as? String == "app.ready", let presented = event["presented_monotonic_ms"] as? Double
                else { continue }
                return presented - process.spawnedAt * 1000
            }
            usleep(AppUnderTest.pollInterval)
        }
        throw BenchmarkError("kinetic did not present a first frame within \(LaunchSample.readyTimeout) s")
    }
}
