import Foundation

/// One fuzz run: the app started on `scene`, then `actions` random actions drawn from `seed`.
struct FuzzRun: Sendable, CustomStringConvertible {
    let scene: String
    let seed: UInt64
    let actions: Int

    var description: String { "\(scene), seed \(seed), \(actions) actions" }

    /// The command that replays this run alone.
    var replayCommand: String {
        "KINETIC_FUZZ_SCENE=\(scene) KINETIC_FUZZ_SEED=\(seed) KINETIC_FUZZ_ACTIONS=\(actions) "
            + "swift test --filter SceneFuzzTests"
    }
}

/// Which runs a test session makes: by default a fixed set, `defaultTotalActions` actions spread evenly over the
/// scenes in `runsPerScene` seeds each; `KINETIC_FUZZ_SCENE` + `KINETIC_FUZZ_SEED` (+ `KINETIC_FUZZ_ACTIONS`)
/// replay one run; `KINETIC_FUZZ_ACTIONS` alone changes the total (a longer soak on a developer's machine).
enum FuzzPlan {
    /// Actions per CI run, over all scenes.
    static let defaultTotalActions = 100_000
    /// Runs per scene: several fresh starts reach more early states than one long run.
    static let runsPerScene = 4

    static func runs(environment: [String: String] = ProcessInfo.processInfo.environment) -> [FuzzRun] {
        let requested = environment["KINETIC_FUZZ_ACTIONS"].flatMap { Int($0) }.map { max($0, 1) }
        if let scene = environment["KINETIC_FUZZ_SCENE"],
            let seed = environment["KINETIC_FUZZ_SEED"].flatMap(UInt64.init)
        {
            precondition(
                FuzzApp.sceneNames.contains(scene),
                "KINETIC_FUZZ_SCENE must be one of \(FuzzApp.sceneNames.joined(separator: ", ")).")
            return [FuzzRun(scene: scene, seed: seed, actions: requested ?? actionsPerRun(total: defaultTotalActions))]
        }
        let perRun = actionsPerRun(total: requested ?? defaultTotalActions)
        return FuzzApp.sceneNames.enumerated().flatMap { sceneIndex, scene in
            (0..<runsPerScene).map { run in
                FuzzRun(scene: scene, seed: UInt64(100 * (sceneIndex + 1) + run), actions: perRun)
            }
        }
    }

    private static func actionsPerRun(total: Int) -> Int {
        let runs = FuzzApp.sceneNames.count * runsPerScene
        return (total + runs - 1) / runs
    }
}
