import Breakout
import Crossfade
import Dropit
import FoundationEssentials
import Kit
import Pentominoes
import Settings
import Snowman

/// How each registered scene is built from the app's shared parts, the first time its tab is shown.
@MainActor
enum SceneFactories {
    static func breakout(_ context: SceneContext, icon: Image?) throws -> Scene {
        let preferences = context.preferences
        return BreakoutScene(
            tabIcon: icon, events: context.events, preferences: preferences, randomSeed: context.randomSeed,
            bestScoreFile: BestScoreFile(
                directory: context.dataDirectory, formerDirectory: preferences.fileURL.deletingLastPathComponent(),
                saveStatus: preferences.saveStatus))
    }

    static func pentominoes(_ context: SceneContext, icon: Image?) throws -> Scene {
        PentominoesScene(
            tabIcon: icon, events: context.events, preferences: context.preferences,
            puzzleFile: PuzzleFile(directory: context.dataDirectory, saveStatus: context.preferences.saveStatus))
    }

    static func crossfade(_ context: SceneContext, icon: Image?) throws -> Scene {
        let builtIn = [
            try context.resourceImage("images/tower-dusk.svg"), try context.resourceImage("images/monogram.svg"),
        ]
        let scene = CrossfadeScene(
            first: builtIn[0], second: builtIn[1], tabIcon: icon, events: context.events,
            preferences: context.preferences)
        scene.notificationScheduler = context.notifications
        scene.fileChooser = context.fileChooser
        CrossfadeRestoration.restoreDroppedImages(into: scene, builtIn: builtIn, context: context)
        return scene
    }

    static func snowman(_ context: SceneContext, icon: Image?) throws -> Scene {
        SnowmanScene(
            figureImage: try context.resourceImage("images/snowman.svg"), dataDirectory: context.dataDirectory,
            tabIcon: icon, events: context.events, preferences: context.preferences)
    }

    static func dropit(_ context: SceneContext, icon: Image?) throws -> Scene {
        let bestScoreFile = DropitBestScoreFile(
            directory: context.dataDirectory, saveStatus: context.preferences.saveStatus)
        guard let seed = context.randomSeed else {
            return DropitScene(
                tabIcon: icon, events: context.events, preferences: context.preferences, bestScoreFile: bestScoreFile)
        }
        return DropitScene(
            tabIcon: icon, events: context.events, preferences: context.preferences, bestScoreFile: bestScoreFile,
            seed: seed)
    }

    static func settings(_ context: SceneContext, icon: Image?) throws -> Scene {
        SettingsScene(preferences: context.preferences, tabIcon: icon, events: context.events)
    }
}
