import ArgumentParser

/// `kinetic solve` as a program of its own (`kinetic-solve`, which the `kinetic` launcher runs for `solve`): the same
/// `SolveCommand` under a root named `kinetic` with the app's version, so usage lines, help and errors read
/// `kinetic solve …` exactly as they do through the app. Solving is the default, so `kinetic-solve 6x10` run by hand
/// works as `kinetic-solve solve 6x10` does.
public struct StandaloneSolveCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "kinetic",
        abstract: SolveCommand.configuration.abstract,
        version: KineticVersion.current,
        subcommands: [SolveCommand.self],
        defaultSubcommand: SolveCommand.self)

    public init() {}
}
