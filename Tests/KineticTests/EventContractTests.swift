import Crossfade
import Foundation
import Kit
import Platform
import Preferences
import Settings
import Snowman
import Sound
import Testing

@testable import Kinetic

/// Every declared event type's cases against the checked-in contract (`Tests/EndToEnd/event_contract.json`, which
/// the end-to-end suite also checks a real run against): a renamed event, a misspelt field or a number where a
/// string was fails here, before any run.
@Suite("Typed events keep the automation contract's names and fields")
struct EventContractTests {
    /// One value of every case, by the module that declares the type.
    static let samples: [(module: String, event: any SemanticEvent)] =
        kit.map { ("Kit", $0) } + [("Platform", PlatformEvent.replayFinished(events: 3))]
        + crossfade.map { ("Crossfade", $0) } + snowman.map { ("Snowman", $0) } + settings.map { ("Settings", $0) }
        + sound.map { ("Sound", $0) } + app.map { ("App", $0) }

    static let kit: [any SemanticEvent] = [
        KitEvent.alertShown(title: "Reset"), KitEvent.alertDismissed(title: "Reset", action: "Cancel"),
        KitEvent.sheetPresented(scene: "hint"), KitEvent.sheetDismissed(scene: "hint"),
        KitEvent.navigationPushed(scene: "snowman.editor"), KitEvent.navigationPopped(scene: "snowman.editor"),
        KitEvent.helpShown(tab: "breakout"),
        KitEvent.focusChanged(id: "settings.reset"), KitEvent.focusChanged(id: nil),
        KitEvent.notificationScheduled(count: 4, dueIn: 8), KitEvent.notificationPosted(count: 4, via: .dbus, id: 7),
        KitEvent.notificationPosted(count: 4, via: .banner, id: nil), KitEvent.notificationCancelled(count: 4),
        KitEvent.gestureRecognized(kind: "pan", view: "pentominoes.piece.L", state: "began"),
        KitEvent.gestureRecognized(kind: "tap", view: nil, state: "ended"),
    ]
    static let crossfade: [any SemanticEvent] = [
        CrossfadeEvent.started(from: "a", to: "b", count: 1), CrossfadeEvent.finished(image: "b"),
        CrossfadeEvent.imageReplaced(slot: 0, path: "/p.png"),
        CrossfadeEvent.imageRejected(path: "/p.png", reason: .tooLarge, message: "Too large."),
        CrossfadeEvent.imageRestored(slot: 1, path: "/p.png"),
        CrossfadeEvent.imageForgotten(slot: 1, path: "/p.png", reason: .unreadable), CrossfadeEvent.chooserOpened,
        CrossfadeEvent.chooserChosen(path: "/p.png"), CrossfadeEvent.chooserCancelled,
        CrossfadeEvent.chooserFailed(
            reason: "org.freedesktop.DBus.Error.ServiceUnknown", unavailable: true, message: "No portal"),
        CrossfadeEvent.countReset(cancelled: 1),
    ]
    static let snowman: [any SemanticEvent] = [
        SnowmanEvent.played(name: "Wave"), SnowmanEvent.paused(time: 0.5), SnowmanEvent.resumed(time: 0.5),
        SnowmanEvent.finished(name: "Wave"), SnowmanEvent.animationSaved(name: "Mine"),
        SnowmanEvent.animationDeleted(name: "Mine"), SnowmanEvent.animationRenamed(from: "Mine", to: "Yours"),
        SnowmanEvent.sought(time: 1.25), SnowmanEvent.animationDuplicated(from: "Tumble", name: "Tumble copy"),
    ]
    static let settings: [any SemanticEvent] = [
        SettingsEvent.changed(key: "sound.enabled", value: .bool(false)),
        SettingsEvent.changed(key: "breakout.lives", value: .int(3)),
        SettingsEvent.changed(key: "crossfade.duration", value: .double(2.5)),
        SettingsEvent.changed(key: "dropit.size", value: .string("large")), SettingsEvent.reset,
    ]
    static let sound: [any SemanticEvent] = [
        SoundEvent.played(SoundCue("brick", recipe: CueRecipe(peak: 0.5, [Voice]()), minimumInterval: 0)),
        SoundEvent.opened(driver: "disk", rate: 48_000), SoundEvent.unavailable(reason: "no device"),
    ]
    static let app: [any SemanticEvent] = [
        AppEvent.launched(version: "1.0", headless: false),
        AppEvent.ready(frameMilliseconds: 80, presentedMonotonicMilliseconds: 1234),
        AppEvent.tabSelected(tab: "breakout"), AppEvent.windowResized(width: 800, height: 600), AppEvent.quit,
        AppEvent.fileSaveFailed(file: "settings.plist", reason: "the disk is full"),
        AppEvent.fileSavedAgain(file: "settings.plist"),
        AppEvent.fileReset(file: "settings.plist", title: "Settings Reset"),
        AppEvent.mainQueueServed(sender: .main, waitMilliseconds: 1),
        AppEvent.mainActorServed(sender: .background, waitMilliseconds: 2),
    ]

    /// The contract: module → event name → field → its JSON types ("string|null").
    static func contract() throws -> [String: [String: [String: String]]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EndToEnd/event_contract.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return try #require(
            object?["modules"] as? [String: [String: [String: String]]],
            "event_contract.json: modules → event → field → type")
    }

    static func jsonType(_ value: AutomationValue) -> String {
        switch value {
        case .string: "string"
        case .int, .double: "number"
        case .bool: "bool"
        case .null: "null"
        case .array: "array"
        case .object: "object"
        }
    }

    @Test("Each case's name is in its module's contract, with exactly the contract's fields and types")
    func casesMatchTheContract() throws {
        let contract = try Self.contract()
        for (module, event) in Self.samples {
            let expected = try #require(
                contract[module]?[event.name], "\(module) declares \(event.name), which the contract does not list")
            #expect(Set(event.fields.keys) == Set(expected.keys), "\(event.name)'s fields")
            for (field, value) in event.fields {
                let allowed = expected[field]?.split(separator: "|").map(String.init) ?? []
                #expect(allowed.contains(Self.jsonType(value)), "\(event.name).\(field) is \(value), not \(allowed)")
            }
        }
    }

    @Test("Every event in the contract is declared by some case of its module's type")
    func contractIsDeclared() throws {
        let contract = try Self.contract()
        for (module, events) in contract {
            let declared = Set(Self.samples.filter { $0.module == module }.map(\.event.name))
            #expect(declared == Set(events.keys), "\(module)'s typed events and the contract differ")
        }
    }
}
