import ArgumentParser
import Foundation
import Testing

@testable import Kinetic

@Suite("A plain launch's command line reads the same without ArgumentParser as with it")
struct LaunchArgumentsTests {
    /// What `KineticCommand` makes of `arguments`: the launch options, or nil for anything that is not a launch
    /// (an error, help, a subcommand).
    private func throughArgumentParser(_ arguments: [String]) -> LaunchOptions? {
        guard let command = try? KineticCommand.parseAsRoot(arguments) as? KineticCommand else { return nil }
        return try? command.launchOptions()
    }

    private static let replayFile: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinetic-launch-arguments-\(getpid()).jsonl"
        ).path
        _ = FileManager.default.createFile(
            atPath: path, contents: Data(#"{"t": 0.5, "type": "key", "key": "Space"}"#.utf8 + [10]))
        return path
    }()

    static let plainLaunches: [[String]] = [
        [],
        ["--tab", "crossfade"],
        ["--tab=snowman", "--size", "800x600"],
        ["--size=1024X720", "--fullscreen"],
        ["--automation", "/tmp/kinetic-automation", "--size", "1024x720", "--tab", "breakout"],
        ["--headless", "--frames", "30", "--screenshot", "/tmp/kinetic-shot.png", "--tab", "dropit"],
        ["--headless"],
        ["--screenshot=/tmp/kinetic-shot.png"],
        ["--frames", "+5"],
        ["--replay", replayFile, "--tab", "pentominoes"],
    ]

    @Test("A plain launch gives the options ArgumentParser gives", arguments: plainLaunches)
    func plainLaunch(arguments: [String]) throws {
        let fast = try #require(LaunchArguments.plainLaunch(arguments), "a plain launch should skip ArgumentParser")
        #expect(fast == throughArgumentParser(arguments))
    }

    static let leftToArgumentParser: [[String]] = [
        ["--help"], ["-h"], ["--version"], ["help"], ["solve", "6x10"], ["--tab"], ["--tab", "nowhere"],
        ["--tab", "-x"], ["--size", "-5x10"], ["--size", "big"], ["--frames", "0"], ["--frames", "-1"],
        ["--frames", "many"], ["--automation", "--headless"], ["--automation="], ["--fullscreen", "--fullscreen"],
        ["--tab", "dropit", "--tab", "snowman"], ["--headless=yes"], ["--unknown"], ["--replay", "/nonexistent/x"],
        ["-t", "dropit"], ["--", "--tab"],
    ]

    @Test("Anything else is left to ArgumentParser, which says what is wrong", arguments: leftToArgumentParser)
    func notPlain(arguments: [String]) {
        #expect(LaunchArguments.plainLaunch(arguments) == nil)
    }

    @Test("The fast path knows exactly the window's options KineticCommand declares")
    func sameOptions() {
        let declared = Set(
            KineticCommand.helpMessage(columns: 200).split(whereSeparator: \.isWhitespace)
                .filter { $0.hasPrefix("--") }.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "-" }) })
        let known = LaunchArguments.flagNames.union(LaunchArguments.optionNames)
        #expect(known.isSubset(of: declared))
        #expect(declared.subtracting(known).subtracting(["--help", "--version"]).isEmpty, "\(declared)")
    }
}
