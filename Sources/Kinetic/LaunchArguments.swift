import KineticAssembly
import Kit
import Platform

/// The launch options read straight from a plain command line — no arguments at all (a desktop launcher) or the
/// window's own options, each once, with a valid value — without asking ArgumentParser, whose reflection over the
/// whole command tree (subcommands, help texts) cost a profiled launch about a tenth of its instructions before the
/// first frame. Anything else (a subcommand, help, a flag it does not know, a value to refuse, an option given
/// twice) is left to `KineticCommand`, which stays the one definition of the command line and its messages; the
/// tests check that both read every plain command line the same way.
enum LaunchArguments {
    /// The options `arguments` (without the program name) ask for, or nil when ArgumentParser should read them.
    static func plainLaunch(_ arguments: [String]) -> LaunchOptions? {
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var remaining = arguments.makeIterator()
        while let argument = remaining.next() {
            let (name, inlineValue) = split(argument)
            if flagNames.contains(name), inlineValue == nil {
                guard flags.insert(name).inserted else { return nil }
            } else if optionNames.contains(name) {
                guard values[name] == nil, let value = inlineValue ?? remaining.next(), !value.isEmpty,
                    unconditionalOptionNames.contains(name) || !value.hasPrefix("-")
                else { return nil }
                values[name] = value
            } else {
                return nil
            }
        }
        return options(values: values, flags: flags)
    }

    /// Flags (no value) and options (one value) of `kinetic`'s window, as `KineticCommand` declares them.
    static let flagNames: Set<String> = ["--fullscreen", "--headless"]
    static let optionNames: Set<String> = [
        "--tab", "--size", "--automation", "--frames", "--screenshot", "--replay",
    ]
    /// The options whose value may start with a minus (declared `parsing: .unconditional`); for the others such a
    /// word is the next flag, and ArgumentParser reports the value as missing.
    static let unconditionalOptionNames: Set<String> = ["--tab", "--size", "--frames"]

    /// `--name=value` → ("--name", "value"); anything else → (argument, nil).
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The launch options, or nil when a value is one `KineticCommand` refuses (it then says why).
    private static func options(values: [String: String], flags: Set<String>) -> LaunchOptions? {
        if let tab = values["--tab"], SceneRegistry.entry(id: tab) == nil { return nil }
        var size: Size?
        if let text = values["--size"] {
            guard let parsed = try? WindowGeometry.parseSize(text) else { return nil }
            size = parsed
        }
        var frames: Int?
        if let text = values["--frames"] {
            guard let count = Int(text), count >= 1 else { return nil }
            frames = count
        }
        var replay: InputReplay?
        if let path = values["--replay"] {
            guard let parsed = try? InputReplay(contentsOf: path) else { return nil }
            replay = parsed
        }
        let headless = flags.contains("--headless")
        let screenshot = values["--screenshot"]
        return LaunchOptions(
            tab: values["--tab"], size: size, fullscreen: flags.contains("--fullscreen"),
            automationDirectory: values["--automation"], headless: headless,
            frameLimit: KineticCommand.frameLimit(frames, headless: headless, screenshot: screenshot),
            screenshotPath: screenshot, replay: replay)
    }
}
