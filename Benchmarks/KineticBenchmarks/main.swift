// `KineticBenchmarks`: every benchmark of the project in one runner, one file per area, one table at the end.
// `make bench` builds it in release and runs every area; `make test` builds it (debug) so it cannot rot.
import Foundation

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("KineticBenchmarks: \(error)\n\(BenchmarkOptions.usage)\n".utf8))
    exit(64)
}
let table = MainActor.assumeIsolated { BenchmarkRunner(options: options).run() }
print("")
print(table.rendered())
exit(table.hasFailedArea ? 1 : 0)
