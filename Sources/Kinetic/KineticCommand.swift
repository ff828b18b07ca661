import ArgumentParser
import Foundation
import Kit
import Platform

/// `kinetic`: opens the window (the default), or runs a subcommand for the pure parts.
@main
struct KineticCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinetic",
        abstract: "Touch-and-mouse games and animation toys in one tabbed window.",
        version: KineticVersion.current,
        subcommands: KineticSubcommands.all)

    @Option(help: "Open on this tab (lowercase name, e.g. crossfade). Default: the tab used last.")
    var tab: String?

    @Option(help: "Window content size in points, as WIDTHxHEIGHT (e.g. 1024x720).")
    var size: WindowSize?

    @Flag(help: "Open full screen.")
    var fullscreen = false

    @Option(help: "Keep DIR/tree.json (the live view tree) and append DIR/events.jsonl (semantic events).")
    var automation: String?

    @Flag(help: "Render offscreen with no display (SDL's offscreen driver, software renderer, virtual clock).")
    var headless = false

    @Option(help: "Stop after N rendered frames (default with --headless or --screenshot: 1).")
    var frames: Int?

    @Option(help: "Write the last rendered frame to FILE as PNG, then exit.")
    var screenshot: String?

    @Option(help: "Play FILE's timed mouse, finger and key events (JSON lines) through SDL's event queue.")
    var replay: String?

    mutating func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1.") }
        if let tab, !AppComposition.sceneNames.contains(tab) {
            throw ValidationError(
                "Unknown tab '\(tab)'. Tabs: \(AppComposition.sceneNames.joined(separator: ", ")).")
        }
        if let replay {
            do { _ = try InputReplay(contentsOf: replay) } catch { throw ValidationError(error.description) }
        }
    }

    func run() throws {
        let options = LaunchOptions(
            tab: tab, size: size?.size, fullscreen: fullscreen, automationDirectory: automation,
            headless: headless, frameLimit: frames ?? ((headless || screenshot != nil) ? 1 : nil),
            screenshotPath: screenshot, replay: try replay.map { try InputReplay(contentsOf: $0) })
        let status = MainActor.assumeIsolated { KineticApp.launch(options) }
        if status != 0 { throw ExitCode(status) }
    }
}

/// `--size 1024x720`.
struct WindowSize: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width >= 1, height >= 1
        else { return nil }
        size = Size(width: width, height: height)
    }
}

enum KineticVersion {
    static let current = "0.1.0"
}
