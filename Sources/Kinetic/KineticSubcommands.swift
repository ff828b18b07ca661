import ArgumentParser
import SolveCommandLine

/// The subcommands `kinetic` offers beside opening the window.
enum KineticSubcommands {
    static let all: [ParsableCommand.Type] = [SolveCommand.self]
}
