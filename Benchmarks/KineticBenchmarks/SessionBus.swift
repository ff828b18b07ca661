import Foundation

/// A private D-Bus session bus for the runner's display, as a desktop session has one: the programs a benchmark
/// starts find their session (and, through it, the accessibility bus) there, never on the user's own bus, and no
/// program autolaunches a bus of its own for the display, which would outlive the run.
final class SessionBus {
    /// How long dbus-daemon may take to print its address, in seconds.
    static let startTimeout = 20.0

    let address: String
    private let process: ChildProcess

    private init(address: String, process: ChildProcess) {
        self.address = address
        self.process = process
    }

    /// A session bus that can start no services: no accessibility bus can appear on it.
    static let bareConfiguration = """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig><type>session</type><listen>unix:tmpdir=/tmp</listen><auth>EXTERNAL</auth>
        <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>
        <allow own="*"/></policy></busconfig>
        """

    /// A bare bus (see `bareConfiguration`: no launcher activated by whichever app asks first outlives the area
    /// that asked; the accessibility area measures the bridge in sessions of its own) for the display in
    /// `environment`, its configuration written to `configFile`.
    static func start(configFile: URL, environment: [String: String]) throws -> SessionBus {
        let path = "/usr/bin/dbus-daemon"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkError("no \(path): install dbus (make deps)")
        }
        try bareConfiguration.write(to: configFile, atomically: true, encoding: .utf8)
        let process = try ChildProcess(
            path, ["--config-file=\(configFile.path)", "--nofork", "--print-address=1"], environment: environment,
            captureOutput: true,
            errorLog: "/dev/null")
        guard let address = process.readLine(timeout: startTimeout), !address.isEmpty else {
            throw BenchmarkError("dbus-daemon did not print its address within \(startTimeout) s")
        }
        return SessionBus(address: address, process: process)
    }

    /// Stops the bus; the services it started quit once it is gone (the runner ends those that do not).
    func stop() {
        process.terminate()
    }
}
