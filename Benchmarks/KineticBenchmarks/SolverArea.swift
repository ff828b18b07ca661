// The pentomino solver against xcover in the same run, through the solver's own benchmark script: it prints a
// line for kinetic and one for xcover, each with its median in seconds first.
import Foundation

enum SolverArea {
    /// Kinetic's whole process may take at most this fraction of xcover's search.
    static let targetRatio = 0.04

    static func run(script: String, kinetic: String) throws -> [ResultRow] {
        var environment = ProcessInfo.processInfo.environment
        environment["KINETIC_BIN"] = kinetic
        let output = try runTool(script, [], environment: environment)
        for line in output.split(separator: "\n") { print("   " + line) }
        guard let ours = medianSeconds(in: output, lineStartingWith: "kinetic"),
            let xcover = medianSeconds(in: output, lineStartingWith: "xcover")
        else { throw BenchmarkError("\(script) printed no kinetic and xcover lines with their medians") }
        return [
            ResultRow(
                area: "solver", figure: "solve 6x10 --count, whole process (floor: xcover)", value: ours, unit: "s",
                floor: xcover, target: .ratioAtMost(targetRatio))
        ]
    }

    /// The first decimal number after the name on the first line that starts with it.
    static func medianSeconds(in output: String, lineStartingWith name: String) -> Double? {
        guard let line = output.split(separator: "\n").first(where: { $0.lowercased().hasPrefix(name) }) else {
            return nil
        }
        return line.split(separator: " ").lazy.compactMap { Double($0) }.first { $0.rounded() != $0 }
    }
}
