import ArgumentParser
import Kit
import Testing

@testable import Kinetic

@Suite("Bad command lines are usage errors that say what is valid")
struct CommandLineTests {
    /// The status and full message the command prints for `arguments` (nil when they parse).
    private func usageError(_ arguments: [String]) -> (status: Int32, message: String)? {
        do {
            _ = try KineticCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return (KineticCommand.exitCode(for: error).rawValue, KineticCommand.fullMessage(for: error))
        }
    }

    @Test(
        "A size that is negative, infinite, too large or malformed exits 64 with the rule and the usage line",
        arguments: ["-5x10", "infxinf", "3000000000x480", "0x0", "big"])
    func badSize(argument: String) throws {
        let (status, message) = try #require(usageError(["--size", argument]))
        #expect(status == ExitCode.validationFailure.rawValue)
        #expect(message.contains("The value '\(argument)' is invalid for '--size <size>'"))
        #expect(message.contains(WindowGeometry.sizeRule))
        #expect(!message.contains("Missing value"), "a negative size is a bad value, not a missing one")
        #expect(message.contains("Usage: kinetic"))
    }

    @Test("An unknown tab exits 64 naming the tabs, with the usage line", arguments: ["foo", "-x"])
    func unknownTab(name: String) throws {
        let (status, message) = try #require(usageError(["--tab", name]))
        #expect(status == ExitCode.validationFailure.rawValue)
        #expect(message.contains("Unknown tab '\(name)'") && message.contains("crossfade"))
        #expect(message.contains("Usage: kinetic"))
    }

    @Test("A frame count below one, negative included, exits 64 saying it must be at least 1", arguments: ["0", "-1"])
    func badFrameCount(count: String) throws {
        let (status, message) = try #require(usageError(["--headless", "--frames", count]))
        #expect(status == ExitCode.validationFailure.rawValue)
        #expect(message.contains("--frames must be at least 1.") && message.contains("Usage: kinetic"))
    }

    @Test("A good size reaches the launch options")
    func goodSize() throws {
        let command = try #require(try KineticCommand.parseAsRoot(["--size", "800x600"]) as? KineticCommand)
        #expect(command.size == Size(width: 800, height: 600))
    }
}
