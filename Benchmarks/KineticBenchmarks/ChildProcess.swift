import Foundation

/// A program started with posix_spawn (so the moment of the spawn is known to a few microseconds), its standard
/// output on a pipe when asked, its standard error in a file.
final class ChildProcess {
    let pid: pid_t
    /// When posix_spawn was called, in CLOCK_MONOTONIC seconds.
    let spawnedAt: Double
    private let outputPipe: Int32?
    private var pendingOutput = Data()
    private var exitStatus: Int32?

    init(_ path: String, _ arguments: [String], environment: [String: String], captureOutput: Bool, errorLog: String)
        throws
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if captureOutput {
            guard pipe(&pipeEnds) == 0 else { throw BenchmarkError("pipe() failed: errno \(errno)") }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = RunProcesses.marked(environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        spawnedAt = monotonicSeconds()
        let result = posix_spawn(&child, path, &actions, nil, argv, envp)
        if captureOutput { close(pipeEnds[1]) }
        guard result == 0 else {
            if captureOutput { close(pipeEnds[0]) }
            throw BenchmarkError("cannot start \(path): \(String(cString: strerror(result))) (build it: make bench)")
        }
        pid = child
        outputPipe = captureOutput ? pipeEnds[0] : nil
    }

    deinit {
        terminate()
        if let outputPipe { close(outputPipe) }
    }

    /// The next line of standard output, or nil if none came within `timeout` seconds or the output ended.
    func readLine(timeout: Double) -> String? {
        guard let outputPipe else { return nil }
        let deadline = monotonicSeconds() + timeout
        while true {
            if let newline = pendingOutput.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pendingOutput[..<newline], as: UTF8.self)
                pendingOutput.removeSubrange(...newline)
                return line
            }
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else { return nil }
            var poller = pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(outputPipe, &buffer, buffer.count)
            guard count > 0 else { return nil }
            pendingOutput.append(contentsOf: buffer[..<count])
        }
    }

    var hasExited: Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            exitStatus = status
            return true
        }
        return false
    }

    /// Resident memory now, in megabytes (VmRSS of /proc/PID/status).
    func residentMegabytes() throws -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Double(line.split(separator: " ")[1])
        else { throw BenchmarkError("no VmRSS for process \(pid): has it exited?") }
        return kilobytes / 1024
    }

    /// CPU time the process has run so far, all its threads together, in milliseconds (each thread's
    /// `/proc/PID/task/TID/schedstat`, nanosecond-exact): unlike wall time, it hardly moves when other programs
    /// load the machine.
    func cpuMilliseconds() throws -> Double {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else {
            throw BenchmarkError("no /proc/\(pid)/task: has the process exited?")
        }
        let nanoseconds = threads.compactMap { thread in
            (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/schedstat", encoding: .utf8))
                .flatMap { $0.split(separator: " ").first }.flatMap { Double($0) }
        }
        return nanoseconds.reduce(0, +) / 1e6
    }

    /// Waits up to `timeout` seconds for the process to exit by itself; whether it did.
    func waitForExit(timeout: Double) -> Bool {
        let deadline = monotonicSeconds() + timeout
        while !hasExited, monotonicSeconds() < deadline { usleep(2_000) }
        return hasExited
    }

    /// SIGTERM (a clean quit for both programs), SIGKILL if still running after `grace` seconds; reaps it.
    func terminate(grace: Double = 10) {
        guard !hasExited else { return }
        kill(pid, SIGTERM)
        let deadline = monotonicSeconds() + grace
        while !hasExited, monotonicSeconds() < deadline { usleep(2_000) }
        if !hasExited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            exitStatus = status
        }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs a tool to completion and returns its standard output (xdotool, the solver's script).
@discardableResult
func runTool(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = RunProcesses.marked(environment) }
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchmarkError("\(path) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
}
