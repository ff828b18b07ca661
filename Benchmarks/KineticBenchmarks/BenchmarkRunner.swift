import Foundation

/// Runs the chosen areas one after another, each printing its details as it goes, and gathers their figures.
@MainActor
struct BenchmarkRunner {
    let options: BenchmarkOptions

    func run() -> ResultTable {
        var table = ResultTable()
        var display: XvfbServer?
        defer { display?.stop() }
        for area in options.areas {
            print("== \(area.rawValue)")
            do {
                if area.needsDisplay, display == nil { display = try XvfbServer.start() }
                table.rows += try rows(of: area, display: display)
            } catch {
                print("   \(area.rawValue) failed: \(error)")
                table.rows.append(.failure(area: area.rawValue, message: "\(error)"))
            }
            fflush(nil)  // each area's details show as it ends, even when the output goes to a file
        }
        return table
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
        case .images: return try ImagesArea(options: options, display: display!).run()
        case .accessibility: return try AccessibilityArea(options: options, display: display!).run()
        case .solver: return try SolverArea.run(script: options.solverScript, kinetic: options.kinetic)
        }
    }
}
