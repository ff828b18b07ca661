import Foundation

/// A private X server for the areas that start real windows (as the end-to-end runner has): Xvfb picks a free
/// display number and reports it on a pipe (`-displayfd`). It comes with a private session bus, as a desktop does.
final class XvfbServer {
    static let screen = "1600x1000x24"
    /// How long Xvfb may take to report its display, in seconds.
    static let startTimeout = 20.0

    let display: String
    private let process: ChildProcess
    private var bus: SessionBus?

    private init(display: String, process: ChildProcess) {
        self.display = display
        self.process = process
    }

    static func start() throws -> XvfbServer {
        let path = "/usr/bin/Xvfb"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkError("no \(path): install xvfb (make deps)")
        }
        let process = try ChildProcess(
            path, ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"],
            environment: ProcessInfo.processInfo.environment, captureOutput: true, errorLog: "/dev/null")
        guard let number = process.readLine(timeout: startTimeout), Int(number) != nil else {
            throw BenchmarkError("Xvfb did not report a display within \(startTimeout) s")
        }
        let server = XvfbServer(display: ":\(number)", process: process)
        server.bus = try SessionBus.start(configFile: server.busConfiguration, environment: server.environment())
        print("   Xvfb on :\(number) (\(screen)), session bus \(server.bus!.address)")
        return server
    }

    /// The environment for a program on this display: the runner's own, DISPLAY and the session bus replaced, no
    /// Wayland.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["WAYLAND_DISPLAY"] = nil
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus?.address
        environment["AT_SPI_BUS_ADDRESS"] = nil
        environment.merge(extra) { _, new in new }
        return environment
    }

    func stop() {
        bus?.stop()
        process.terminate()
        try? FileManager.default.removeItem(at: busConfiguration)
    }

    private var busConfiguration: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-bench-bus-\(getpid()).conf")
    }
}
