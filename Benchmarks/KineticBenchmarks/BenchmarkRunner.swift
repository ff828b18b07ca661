import Foundation

/// Runs the chosen areas one after another, each printing its details as it goes, and gathers their figures.
@MainActor
struct BenchmarkRunner {
    let options: BenchmarkOptions

    func run() -> ResultTable {
        var table = ResultTable()
        var display: XvfbServer?
        for area in options.areas {
            print("== \(area.rawValue)")
            var runningBefore = Set(RunProcesses.running().map(\.pid))
            do {
                if area.needsDisplay, display == nil {
                    display = try XvfbServer.start()
                    runningBefore = Set(RunProcesses.running().map(\.pid))
                }
                table.rows += try rows(of: area, display: display)
            } catch {
                print("   \(area.rawValue) failed: \(error)")
                table.rows.append(.failure(area: area.rawValue, message: "\(error)"))
            }
            report(RunProcesses.sweep(sparing: runningBefore), leftBy: area.rawValue)
            fflush(nil)  // each area's details show as it ends, even when the output goes to a file
        }
        display?.stop()
        report(RunProcesses.sweep(), leftBy: "the display (Xvfb and its session bus)")
        table.rows.append(
            ResultRow(
                area: "cleanup", figure: "processes the run started that outlived their area (ended by the runner)",
                value: Double(RunProcesses.terminated.count), unit: "", target: .atMost(0), isCount: true))
        return table
    }

    private func report(_ leftovers: [RunProcesses.Leftover], leftBy owner: String) {
        for leftover in leftovers { print("   left running by \(owner), terminated: \(leftover)") }
    }

    private func rows(of area: BenchmarkArea, display: XvfbServer?) throws -> [ResultRow] {
        switch area {
        case .animation: return AnimationArea.run()
        case .breakout: return try BreakoutArea.run(resources: options.resources)
        case .dynamics: return DynamicsArea.run(rounds: options.dynamicsRounds, only: options.dynamicsScene)
        case .snowman: return try SnowmanArea.run(resources: options.resources)
        case .propertylist: return try PropertyListArea.run()
        case .launch:
            return try LaunchArea(options: options, display: display!).run()
        case .memory:
            return try MemoryArea(options: options, display: display!).run()
        case .frames: return try FrameCostArea(options: options, display: display!).run()
        case .soak: return try SoakArea(options: options, display: display!).run()
        case .images: return try ImagesArea(options: options, display: display!).run()
        case .accessibility: return try AccessibilityArea(options: options, display: display!).run()
        case .solver: return try SolverArea.run(script: options.solverScript, kinetic: options.kinetic)
        }
    }
}
