import Foundation

/// The areas the runner knows, in the order `make bench` runs and prints them.
enum BenchmarkArea: String, CaseIterable {
    case animation, breakout, dynamics, snowman, propertylist, launch, memory, frames, soak, images, accessibility,
        solver

    /// Areas that start processes under their own X server.
    var needsDisplay: Bool { [.launch, .memory, .frames, .soak, .images, .accessibility].contains(self) }
}

/// The command line: `KineticBenchmarks [--area NAME]... [--kinetic PATH] [--floor PATH] [--solver SCRIPT]
/// [--resources DIR] [--runs N]`.
struct BenchmarkOptions {
    static let usage = """
        usage: KineticBenchmarks [--area NAME]... [--kinetic PATH] [--floor PATH] [--frame-floor PATH]
                                 [--frame-recorder PATH] [--solver SCRIPT] [--resources DIR] [--runs N]
                                 [--dynamics-rounds N] [--dynamics-scene breakout|pile] [--soak-minutes N]
        areas: \(BenchmarkArea.allCases.map(\.rawValue).joined(separator: ", ")) (default: all)
        """

    var areas: [BenchmarkArea] = BenchmarkArea.allCases
    /// The app binary the launch and memory areas start (a release build).
    var kinetic = ".build/release/kinetic"
    /// The bare SDL2 program (`make bench` builds it from Benchmarks/floor/floor.c).
    var floor = ".build/floor/kinetic-floor"
    /// The bare SDL2 program that replays a recorded run's drawing calls (Benchmarks/floor/frame-floor.c).
    var frameFloor = ".build/floor/kinetic-frame-floor"
    /// The LD_PRELOAD library that records presents and drawing calls (Benchmarks/floor/frame-recorder.c).
    var frameRecorder = ".build/floor/libkinetic-frame-recorder.so"
    /// The solver's own benchmark script: it prints kinetic's median, xcover's median and their ratio.
    var solverScript = "Benchmarks/solver/run.sh"
    var resources = "Resources"
    /// Interleaved runs per program in the launch area, and launches per configuration in the accessibility area
    /// (the median counts).
    var launchRuns = 5
    /// Rounds of layer-then-raw runs in the dynamics area (the best counts); 1 under a profiler.
    var dynamicsRounds = 5
    /// Minutes of random input in the soak (after its first pass through the tabs).
    var soakMinutes = 10.0
    /// Only this dynamics scene (`breakout` or `pile`), e.g. under a profiler; nil for both.
    var dynamicsScene: String?

    init(arguments: [String]) throws {
        var chosen: [BenchmarkArea] = []
        var remaining = arguments.makeIterator()
        while let flag = remaining.next() {
            guard let value = remaining.next() else { throw OptionError("\(flag) needs a value") }
            switch flag {
            case "--area":
                guard let area = BenchmarkArea(rawValue: value) else { throw OptionError("unknown area \(value)") }
                chosen.append(area)
            case "--kinetic": kinetic = value
            case "--floor": floor = value
            case "--frame-floor": frameFloor = value
            case "--frame-recorder": frameRecorder = value
            case "--solver": solverScript = value
            case "--resources": resources = value
            case "--runs":
                guard let runs = Int(value), runs >= 1 else { throw OptionError("--runs takes a count ≥ 1") }
                launchRuns = runs
            case "--dynamics-rounds":
                guard let rounds = Int(value), rounds >= 1 else {
                    throw OptionError("--dynamics-rounds takes a count ≥ 1")
                }
                dynamicsRounds = rounds
            case "--dynamics-scene": dynamicsScene = value
            case "--soak-minutes":
                guard let minutes = Double(value), minutes > 0 else {
                    throw OptionError("--soak-minutes takes minutes > 0")
                }
                soakMinutes = minutes
            default: throw OptionError("unknown flag \(flag)")
            }
        }
        if !chosen.isEmpty { areas = BenchmarkArea.allCases.filter(chosen.contains) }
    }
}

struct OptionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
