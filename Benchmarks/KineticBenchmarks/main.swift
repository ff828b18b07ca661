// `KineticBenchmarks`: every benchmark of the project in one runner, one file per area, one table at the end.
// `make bench` builds it in release and runs every area; `make test` builds it (debug) so it cannot rot.
import Foundation

// The children some areas start: a real window decoding a picture, launches inside a private D-Bus session.
let probeArguments = Array(CommandLine.arguments.dropFirst(2))
switch CommandLine.arguments.dropFirst().first {
case ImageDecodeProbe.flag: MainActor.assumeIsolated { ImageDecodeProbe.main(probeArguments) }
case LaunchProbe.flag: LaunchProbe.main(probeArguments)
default: break
}

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("KineticBenchmarks: \(error)\n\(BenchmarkOptions.usage)\n".utf8))
    exit(64)
}
let table = MainActor.assumeIsolated {
    RunProcesses.markThisRun()
    return BenchmarkRunner(options: options).run()
}
print("")
print(table.rendered())
exit(table.hasFailedArea ? 1 : 0)
