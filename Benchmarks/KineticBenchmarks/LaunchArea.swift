// Launch to first frame against the floor (a bare SDL2 window), interleaved under the benchmark's own Xvfb:
// floor, kinetic with its rasterised-SVG cache warm, kinetic with an empty cache, and again; medians count. Kinetic
// draws with SDL's software renderer on a machine without a GPU, so its like-for-like floor is the same bare window
// with that renderer (`kinetic-floor --software`); the floor with SDL's accelerated renderer (Mesa's llvmpipe there),
// which round two's targets named, is measured and kept too.
import Foundation

@MainActor
struct LaunchArea {
    /// Kinetic's first present may take at most this many times the software-renderer floor's.
    static let targetRatio = 1.3
    /// Kinetic's resident memory at launch may exceed the software-renderer floor's by this much, in megabytes.
    static let targetResidentOverFloor = 10.0
    /// Round two's targets, against the accelerated floor.
    static let acceleratedTargetRatio = 1.3
    static let acceleratedTargetResidentOverFloor = 15.0

    let options: BenchmarkOptions
    let display: XvfbServer

    func run() throws -> [ResultRow] {
        let folders = try AppFolders(name: "launch")
        defer { folders.remove() }
        let arguments = ["--size", "1024x720"]
        // One of each first: pages the binaries in, writes Kinetic's state (the tab used last) and fills its cache.
        _ = try LaunchSample.floor(options.floor, display: display)
        _ = try kineticSample(arguments, folders)
        var floor: [LaunchSample] = []
        var softwareFloor: [LaunchSample] = []
        var warm: [LaunchSample] = []
        var cold: [LaunchSample] = []
        for run in 1...options.launchRuns {
            floor.append(try LaunchSample.floor(options.floor, display: display))
            softwareFloor.append(try LaunchSample.floor(options.floor, software: true, display: display))
            warm.append(try kineticSample(arguments, folders))
            folders.emptyCache()
            cold.append(try kineticSample(arguments, folders))
            print(
                "   run \(run): floor \(Format.number(floor.last!.milliseconds)) ms (software renderer "
                    + "\(Format.number(softwareFloor.last!.milliseconds)) ms), kinetic "
                    + "\(Format.number(warm.last!.milliseconds)) ms (cache warm), "
                    + "\(Format.number(cold.last!.milliseconds)) ms (cache empty)")
        }
        let software = median(softwareFloor.map(\.milliseconds))
        let launch = median(warm.map(\.milliseconds))
        let resident = median(warm.map(\.residentMegabytes))
        return [
            ResultRow(
                area: "launch", figure: "process start to first present (floor: bare SDL2, software renderer)",
                value: launch, unit: "ms", floor: software, target: .ratioAtMost(Self.targetRatio)),
            ResultRow(
                area: "launch", figure: "same, against the floor with the accelerated renderer (round two)",
                value: launch, unit: "ms", floor: median(floor.map(\.milliseconds)),
                target: .ratioAtMost(Self.acceleratedTargetRatio)),
            ResultRow(
                area: "launch", figure: "CPU time to first present, all threads (steadier than wall time under load)",
                value: median(warm.map(\.cpuMilliseconds)), unit: "ms",
                floor: median(softwareFloor.map(\.cpuMilliseconds)), target: .none),
            ResultRow(
                area: "launch", figure: "process start to first present, rasterised-SVG cache empty",
                value: median(cold.map(\.milliseconds)), unit: "ms", floor: software, target: .none),
            ResultRow(
                area: "memory", figure: "RSS at launch (floor: bare SDL2, software renderer)", value: resident,
                unit: "MB", floor: median(softwareFloor.map(\.residentMegabytes)),
                target: .overFloorAtMost(Self.targetResidentOverFloor)),
            ResultRow(
                area: "memory", figure: "same, against the floor with the accelerated renderer (round two)",
                value: resident, unit: "MB", floor: median(floor.map(\.residentMegabytes)),
                target: .overFloorAtMost(Self.acceleratedTargetResidentOverFloor)),
        ]
    }

    private func kineticSample(_ arguments: [String], _ folders: AppFolders) throws -> LaunchSample {
        let app = try AppUnderTest(kinetic: options.kinetic, arguments: arguments, folders: folders, display: display)
        defer { app.quit() }
        return try LaunchSample.kinetic(app)
    }
}
