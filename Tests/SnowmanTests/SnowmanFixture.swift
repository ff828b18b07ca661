import Foundation
import KitTestSupport

@testable import Kit
@testable import Snowman

/// A window showing the Snowman tab on a fake clock, with its data in a fresh temporary folder and its events
/// collected.
@MainActor
final class SnowmanFixture {
    static let figureImage = Image(path: "/art/snowman.svg", naturalSize: Size(width: 300, height: 400))

    let window: Window
    let scene: SnowmanScene
    let directory: URL
    let clock = TestClock()
    /// The tab bar the scene sits in, when the fixture was made with another tab beside it.
    private(set) var tabs: TabBarController?

    init(directory: URL = makeTemporaryDirectory(), inTabsWith otherTab: Scene? = nil) {
        window = Window(size: Size(width: 1024, height: 660), clock: clock)
        self.directory = directory
        let box = LineBox()
        let log = EventLog(clock: { 0 }, sink: { box.lines.append($0) })
        scene = SnowmanScene(
            figureImage: Self.figureImage, dataDirectory: directory, tabIcon: nil, events: log)
        lineBox = box
        if let otherTab {
            let tabs = TabBarController(scenes: [scene, otherTab])
            self.tabs = tabs
            window.setRootScene(tabs)
        } else {
            window.setRootScene(scene)
        }
        clock.tick(window, at: 0)
    }

    private let lineBox: LineBox

    /// The events emitted so far, as their names.
    var eventNames: [String] {
        lineBox.lines.compactMap { line in
            guard let range = line.range(of: #""event":"([^"]+)""#, options: .regularExpression) else { return nil }
            return String(line[range].dropFirst(9).dropLast())
        }
    }

    /// The last line of event `name`.
    func lastEvent(_ name: String) -> String? {
        lineBox.lines.last { $0.contains("\"event\":\"\(name)\"") }
    }

    var studio: SnowmanStudioScene { scene.studio }
    var player: SnowmanPlayer { scene.studio.player }
    var pose: SnowmanPose { scene.studio.figure.presentedPose }

    func tick(_ seconds: Double) { clock.tick(window, at: seconds) }

    /// Picks `setting` as if chosen in the picker (adding it to the list first when it is not there).
    func choose(_ setting: AnimationSetting) {
        studio.reloadSettings(studio.settings.filter { $0.name != setting.name } + [setting], selecting: setting.name)
    }

    func click(_ view: View) {
        let center = view.frameInWindow.center
        window.handle(PointerEvent(phase: .down, location: center, timestamp: clock.now))
        window.handle(PointerEvent(phase: .up, location: center, timestamp: clock.now))
    }
}

@MainActor
final class LineBox {
    var lines: [String] = []
}
