import FoundationEssentials
import Kit
import Preferences
import StandardStreams

/// Turns the registry into the tab bar's tabs: every tab's title, icon and shortcut at once, each scene built by
/// its factory the first time its tab is shown.
@MainActor
public final class AppComposition {
    public let tabs: [Tab]
    /// The ids of the scenes built so far, in the order they were built.
    public var builtSceneIDs: [String] { record.ids }

    private let record = BuildRecord()

    /// Loads every tab's icon now (the bar shows them all); a missing icon fails the launch, as missing artwork
    /// would.
    public init(entries: [SceneEntry] = SceneRegistry.entries, context: SceneContext) throws {
        let record = record
        tabs = try entries.map { entry in
            let icon = try context.resourceImage(entry.iconResource)
            return Tab(name: entry.id, title: entry.title, icon: icon, shortcut: entry.shortcut) {
                record.ids.append(entry.id)
                return Self.build(entry, context: context, icon: icon)
            }
        }
    }

    /// A scene that cannot be built (its artwork is missing) says so in its tab, and once on stderr, instead of
    /// taking the whole app down when the tab is opened.
    private static func build(_ entry: SceneEntry, context: SceneContext, icon: Image?) -> Scene {
        do {
            return try entry.make(context, icon)
        } catch {
            StandardError.write("kinetic: cannot open the \(entry.title) tab: \(error)\n")
            return UnavailableScene(entry: entry, icon: icon, reason: "\(error)")
        }
    }

    private final class BuildRecord {
        var ids: [String] = []
    }
}

/// The app state shared by the parts that change it while the app runs; saved once, at quit.
@MainActor
public final class AppStateStore {
    public var value: AppState

    public init(_ value: AppState) {
        self.value = value
    }
}
