import ArgumentParser
import SolveCommandLine
import Testing

@testable import Kinetic

/// `kinetic solve` is served by `kinetic-solve` (the launcher's choice), and by the app's own `solve` subcommand for
/// `kinetic-app solve` and `kinetic help solve`: a user must not be able to tell the two apart.
@Suite("kinetic-solve reads exactly as the app's solve subcommand")
struct SolveCommandLineTests {
    /// The exit status and full message `root` prints for `arguments` (nil when they parse).
    private func failure(_ root: any ParsableCommand.Type, _ arguments: [String]) -> (status: Int32, message: String)? {
        do {
            _ = try root.parseAsRoot(arguments)
            return nil
        } catch {
            return (root.exitCode(for: error).rawValue, root.fullMessage(for: error))
        }
    }

    @Test("The app still lists solve, and kinetic-app solve runs the solver's command")
    func appKeepsTheSubcommand() throws {
        #expect(KineticCommand.configuration.subcommands.contains { $0 == SolveCommand.self })
        #expect(try KineticCommand.parseAsRoot(["solve", "6x10", "--first"]) is SolveCommand)
    }

    @Test("kinetic-solve parses `solve …` as the launcher passes it, and a bare board as solve")
    func standaloneParsesTheLauncherArguments() throws {
        #expect(try StandaloneSolveCommand.parseAsRoot(["solve", "6x10", "--count", "--jobs", "2"]) is SolveCommand)
        #expect(try StandaloneSolveCommand.parseAsRoot(["6x10", "--json"]) is SolveCommand)
    }

    @Test("Help is the same text, with the usage line `kinetic solve`")
    func sameHelp() {
        let standalone = StandaloneSolveCommand.helpMessage(for: SolveCommand.self, columns: 100)
        #expect(standalone == KineticCommand.helpMessage(for: SolveCommand.self, columns: 100))
        #expect(standalone.contains("USAGE: kinetic solve [<board>]"))
        #expect(standalone.contains("--version"), "kinetic solve --version prints the app's version")
    }

    @Test(
        "A bad command line gives the same status and message, naming `kinetic solve`",
        arguments: [
            ["solve", "6x10", "--jobs", "0"], ["solve"], ["solve", "--bogus"], ["solve", "6x10", "--board-file", "f"],
        ])
    func sameErrors(arguments: [String]) throws {
        let standalone = try #require(failure(StandaloneSolveCommand.self, arguments))
        let app = try #require(failure(KineticCommand.self, arguments))
        #expect(standalone.status == app.status && standalone.status == ExitCode.validationFailure.rawValue)
        #expect(standalone.message == app.message)
        #expect(standalone.message.contains("Usage: kinetic solve"))
    }

    @Test("--version prints the app's version through either program")
    func sameVersion() throws {
        let standalone = try #require(failure(StandaloneSolveCommand.self, ["solve", "--version"]))
        #expect(standalone.message == KineticVersion.current)
        #expect(try #require(failure(KineticCommand.self, ["solve", "--version"])).message == KineticVersion.current)
    }
}
