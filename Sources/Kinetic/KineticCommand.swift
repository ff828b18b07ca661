import ArgumentParser
import FoundationEssentials
import KineticAssembly
import Kit
import Platform
import SolveCommandLine

/// `kinetic`: opens the window (the default), or runs a subcommand for the pure parts.
@main
struct KineticCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinetic",
        abstract: "Touch-and-mouse games and animation toys in one tabbed window.",
        discussion: KineticCommandHelp.discussion,
        version: KineticVersion.current,
        subcommands: KineticSubcommands.all)

    /// Values are taken unconditionally, so one that starts with a minus (`--tab -x`, `--size -5x10`,
    /// `--frames -1`) is judged as a value and refused for what it is, not reported as missing.
    @Option(parsing: .unconditional, help: ArgumentHelp(SceneRegistry.tabOptionHelp))
    var tab: String?

    @Option(
        parsing: .unconditional, help: "Window content size in points, as WIDTHxHEIGHT (e.g. 1024x720).",
        transform: WindowGeometry.parseSize)
    var size: Size?

    @Flag(help: "Open full screen.")
    var fullscreen = false

    @Option(
        help: ArgumentHelp(
            "Keep DIR/tree.json (the live view tree) and append DIR/events.jsonl (semantic events).", valueName: "dir"))
    var automation: String?

    @Flag(help: "Render offscreen with no display (SDL's offscreen driver, software renderer, virtual clock).")
    var headless = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Stop after N rendered frames (default with --headless or --screenshot: 1).", valueName: "n")
    )
    var frames: Int?

    @Option(help: ArgumentHelp("Write the last rendered frame to FILE as PNG, then exit.", valueName: "file"))
    var screenshot: String?

    @Option(
        help: ArgumentHelp(
            "Play FILE's timed mouse, finger and key events (JSON lines) through SDL's event queue.", valueName: "file")
    )
    var replay: String?

    mutating func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1.") }
        if let tab, SceneRegistry.entry(id: tab) == nil {
            throw ValidationError(SceneRegistry.unknownTabMessage(tab))
        }
        if let replay {
            do { _ = try InputReplay(contentsOf: replay) } catch { throw ValidationError(error.description) }
        }
    }

    /// A plain launch starts without ArgumentParser (see `LaunchArguments`); everything else goes through it.
    static func main() {
        guard let options = LaunchArguments.plainLaunch(Array(CommandLine.arguments.dropFirst())) else {
            main(nil)
            return
        }
        let status = MainActor.assumeIsolated { KineticApp.launch(options) }
        if status != 0 { exit(withError: ExitCode(status)) }
    }

    func run() throws {
        let options = try launchOptions()
        let status = MainActor.assumeIsolated { KineticApp.launch(options) }
        if status != 0 { throw ExitCode(status) }
    }

    func launchOptions() throws -> LaunchOptions {
        LaunchOptions(
            tab: tab, size: size, fullscreen: fullscreen, automationDirectory: automation,
            headless: headless, frameLimit: Self.frameLimit(frames, headless: headless, screenshot: screenshot),
            screenshotPath: screenshot, replay: try replay.map { try InputReplay(contentsOf: $0) })
    }

    /// `--frames`, else one frame for a headless run or a screenshot, else no limit.
    static func frameLimit(_ frames: Int?, headless: Bool, screenshot: String?) -> Int? {
        frames ?? ((headless || screenshot != nil) ? 1 : nil)
    }
}
