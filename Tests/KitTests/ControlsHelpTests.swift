import KitTestSupport
import Testing

@testable import Kit

/// The help sheet F1 or ? opens over any tab: the tab's own controls and the app-wide keys, from the tables that
/// drive them.
@MainActor
@Suite("The controls help sheet")
struct ControlsHelpTests {
    /// A scene with a key table of its own, listed by its `controlsHelp`.
    private final class PausingScene: Scene {
        enum Key { case pause }
        static let keys = KeyMap<Key>([KeyBinding([KeyChord("p")], "Pause or play on", .pause)])
        var pauses = 0

        init(_ name: String) { super.init(name: name, title: name.capitalized, tabIcon: nil) }

        override var controlsHelp: ControlsHelp {
            .standard(mouse: [ControlHelpRow("Click", "Push every ball")], touch: [], keys: Self.keys.helpRows)
        }

        override func handleKey(_ event: KeyEvent) -> Bool {
            guard Self.keys.action(for: event) == .pause else { return false }
            pauses += 1
            return true
        }
    }

    @MainActor
    private final class Fixture {
        let clock = TestClock()
        let window: Window
        let tabs: TabBarController
        let game = PausingScene("breakout")
        let plain = Scene(name: "crossfade", title: "Crossfade", tabIcon: nil)
        var events: [String] = []

        init(size: Size = Size(width: 1024, height: 720)) {
            window = Window(size: size, clock: clock)
            tabs = TabBarController(scenes: [game, plain])
            window.setRootScene(tabs)
            window.hostKeysHelp = [ControlHelpRow("Ctrl+Q", "Quit")]
            window.events = EventLog(clock: { 0 }) { [unowned self] in self.events.append($0) }
            clock.tick(window, at: 0)
        }

        func press(_ key: KeyEvent.Key, _ modifiers: KeyEvent.Modifiers = []) {
            window.handle(KeyEvent(key: key, modifiers: modifiers, timestamp: clock.now))
            clock.tick(window, at: clock.now + 1)
        }

        var helpView: ControlsHelpView? {
            window.topPresentation.flatMap { ($0.card as? SheetCardView)?.subviews.first as? ControlsHelpView }
        }

        func rows(of section: String) -> [String] {
            guard let helpView else { return [] }
            let slug = section.lowercased().split(separator: " ").joined(separator: "-")
            let sectionView = helpView.contentView.subviews.compactMap { $0 as? ControlsHelpSectionView }
                .first { $0.accessibilityIdentifier == "\(tabs.selectedScene.name).help.\(slug)" }
            return sectionView?.rows.map { "\($0.input.text) | \($0.action.text)" } ?? []
        }
    }

    @Test("F1 shows the tab's controls by section, then the app-wide keys, titled after the tab, and logs it")
    func f1ShowsTheTabsControls() throws {
        let f = Fixture()
        f.press(.function(1))
        let view = try #require(f.helpView, "F1 presents the help sheet")
        #expect(view.sections.map(\.title) == ["Mouse", "Keys", "Every tab"])
        #expect(view.accessibilityIdentifier == "breakout.help")
        #expect(f.rows(of: "Mouse") == ["Click | Push every ball"])
        #expect(f.rows(of: "Keys") == ["P | Pause or play on"])
        let bar = try #require((f.window.topPresentation?.card as? SheetCardView)?.bar)
        #expect(bar.title == "Breakout — Controls")
        #expect(f.events.contains { $0.contains(#""event":"help.shown""#) && $0.contains(#""tab":"breakout""#) })
    }

    @Test("The app-wide section lists the tab bar's, the window's and the host's keys from their tables")
    func appWideKeys() {
        let f = Fixture()
        f.press(.function(1))
        #expect(
            f.rows(of: "Every tab") == [
                "F1 or ? | Show the controls of this tab", "1–2 | Show the tab of that number (1 is Breakout)",
                "Ctrl+Tab | Show the next tab", "Ctrl+Shift+Tab | Show the previous tab",
                "Tab | Move the keyboard focus to the next control", "Shift+Tab | Move it back to the previous control",
                "Ctrl+Q | Quit",
            ])
    }

    @Test("Each key the app-wide rows name does what its row says")
    func listedAppKeysWork() {
        let f = Fixture()
        f.press(.character("2"))
        #expect(f.tabs.selectedScene === f.plain, "2 shows the second tab")
        f.press(.tab, .control)
        #expect(f.tabs.selectedScene === f.game, "Ctrl+Tab wraps to the first")
        f.press(.tab, [.control, .shift])
        #expect(f.tabs.selectedScene === f.plain, "Ctrl+Shift+Tab steps back")
    }

    @Test("A scene with no controls of its own still lists the app-wide keys")
    func sceneWithoutControls() {
        let f = Fixture()
        f.press(.character("2"))
        f.press(.function(1))
        #expect(f.helpView?.sections.map(\.title) == ["Every tab"])
        #expect(f.events.contains { $0.contains(#""tab":"crossfade""#) })
    }

    @Test("? opens it however the layout types it: alone, or with the Shift that typed it")
    func questionMark() {
        for modifiers: KeyEvent.Modifiers in [[], .shift] {
            let f = Fixture()
            f.press(.character("?"), modifiers)
            #expect(f.helpView != nil, "? with modifiers \(modifiers.rawValue)")
        }
    }

    @Test("Escape, Done or the help key again close it, and the scene behind hears none of its keys")
    func closing() throws {
        for close in ["escape", "done", "f1"] {
            let f = Fixture()
            f.press(.function(1))
            f.press(.character("p"))
            #expect(f.game.pauses == 0, "P on the sheet does not reach the game behind")
            switch close {
            case "escape": f.press(.escape)
            case "done":
                let done = (f.window.topPresentation?.card as? SheetCardView)?.doneButton
                #expect(done?.accessibilityIdentifier == "breakout.help.done")
                done?.onActivate?()
            default: f.press(.function(1))
            }
            f.clock.tick(f.window, at: f.clock.now + 1)
            #expect(f.window.topPresentation == nil, "closed by \(close)")
            #expect(f.events.contains { $0.contains(#""event":"sheet.dismissed""#) })
            f.press(.character("p"))
            #expect(f.game.pauses == 1, "after \(close), the listed key works on the game again")
        }
    }

    @Test("At 640×480 the sheet fits the window and scrolls its rows when they are more than it shows")
    func smallWindow() throws {
        let f = Fixture(size: Size(width: 640, height: 480))
        f.press(.function(1))
        let layer = try #require(f.window.topPresentation)
        #expect(layer.card.frame.minY >= 0 && layer.card.frame.maxY <= 480)
        let many = ControlsHelp.standard(
            mouse: (1...30).map { ControlHelpRow("Input \($0)", "Does thing \($0)") }, touch: [], keys: [])
        let tall = ControlsHelpScene(tab: "long", title: "Long", help: many, appKeys: [])
        #expect(tall.preferredSize(Size(width: 576, height: 416)).height == 416, "as tall as the space, no more")
        tall.view.frame = Rect(x: 0, y: 0, width: 576, height: 416 - NavigationBar.height)
        tall.view.layoutIfNeeded()
        let scroller = try #require(tall.view as? ControlsHelpView)
        #expect(scroller.isScrollable)
        #expect(scroller.scroll(for: KeyEvent(key: .end)))
        f.clock.tick(f.window, at: f.clock.now + 1)
    }

    @Test("Rows are named for assistive technologies, in lists named by their sections, on a dialog")
    func accessibility() throws {
        let f = Fixture()
        f.press(.function(1))
        let view = try #require(f.helpView)
        let keys = try #require(view.view(withIdentifier: "breakout.help.keys"))
        #expect(keys.resolvedAccessibilityRole == .list && keys.accessibilityLabel == "Keys")
        let row = try #require(view.view(withIdentifier: "breakout.help.keys.0"))
        #expect(row.resolvedAccessibilityRole == .listItem)
        #expect(row.accessibilityLabel == "P: Pause or play on")
        let card = try #require(f.window.topPresentation?.card)
        #expect(card.resolvedAccessibilityRole == .dialog)
    }

    @Test("Input and action columns line up across every section, and a row is as tall as its wrapped text")
    func alignedColumns() throws {
        TextMeasurement.measurer = EstimatedTextMeasurer()
        let f = Fixture(size: Size(width: 640, height: 480))
        f.press(.function(1))
        let view = try #require(f.helpView)
        let rows = view.contentView.subviews.compactMap { $0 as? ControlsHelpSectionView }.flatMap(\.rows)
        let actionEdges = Set(rows.map { $0.action.frameInWindow.minX })
        #expect(actionEdges.count == 1, "every action starts at the same x")
        for row in rows {
            #expect(row.input.frameInWindow.maxX <= row.action.frameInWindow.minX)
            #expect(row.action.laidOutTextSize.height <= row.action.bounds.height + 0.5)
            #expect(row.input.laidOutTextSize.width <= row.input.bounds.width + 0.5)
        }
    }
}
