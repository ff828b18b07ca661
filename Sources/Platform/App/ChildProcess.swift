import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a helper program and collects what it prints: `posix_spawn` and a pipe, as Foundation's `Process` does,
/// without linking Foundation. The child inherits the app's environment, standard input and standard error.
enum ChildProcess {
    /// Everything `arguments[0]` (an absolute path) wrote to its standard output once it ended (whatever its exit
    /// status: a program that fails prints nothing useful), or nil when it could not be started.
    static func output(of arguments: [String]) -> Data? {
        var ends: [Int32] = [-1, -1]
        guard !arguments.isEmpty, pipe(&ends) == 0 else { return nil }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        guard let child = spawn(arguments, standardOutput: writeEnd, readEnd: readEnd) else {
            close(writeEnd)
            return nil
        }
        close(writeEnd)
        let output = readToEnd(readEnd)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        return output
    }

    private static func spawn(_ arguments: [String], standardOutput: Int32, readEnd: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The child keeps only the copy on its standard output, so the pipe ends when the child does.
        posix_spawn_file_actions_adddup2(&actions, standardOutput, STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, standardOutput)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child = pid_t()
        guard posix_spawn(&child, arguments[0], &actions, nil, &argv, &envp) == 0 else { return nil }
        return child
    }

    private static func readToEnd(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}
