/// What the tab bar's keys do.
public enum TabBarKey: Hashable, Sendable {
    /// Select the tab at this index.
    case showTab(Int)
    case nextTab, previousTab
    /// Show the controls of the tab on screen.
    case showHelp
}

/// The app-wide keys, as one table: it drives the tab bar's `handleKey` and lists them on every help sheet.
extension TabBarController {
    /// F1, or "?" typed however the layout types it.
    public static let helpChords = [KeyChord(.function(1)), KeyChord("?")]

    /// Help first (what a lost player looks for), then each tab's shortcut (one row for them all), then stepping.
    static func keyMap(for tabs: [Tab]) -> KeyMap<TabBarKey> {
        var bindings = [KeyBinding(helpChords, "Show the controls of this tab", TabBarKey.showHelp)]
        let shortcuts = tabs.enumerated().compactMap { index, tab in tab.shortcut.map { (index, $0, tab.title) } }
        if let (_, first, firstTitle) = shortcuts.first, let (_, last, _) = shortcuts.last {
            let shown = first == last ? String(first) : "\(first)–\(last)"
            for (position, (index, shortcut, _)) in shortcuts.enumerated() {
                // One row tells them all; the others work without a row of their own.
                let help = position == 0 ? "Show the tab of that number (\(first) is \(firstTitle))" : ""
                bindings.append(KeyBinding([KeyChord(.character(shortcut))], help, .showTab(index), shown: shown))
            }
        }
        bindings += [
            KeyBinding([KeyChord(.tab, .control)], "Show the next tab", .nextTab),
            KeyBinding([KeyChord(.tab, [.control, .shift])], "Show the previous tab", .previousTab),
        ]
        return KeyMap(bindings)
    }

    /// The rows of the help sheet's app-wide section: the tab bar's keys, the window's focus keys, then the keys
    /// the platform takes before the window (Ctrl+Q).
    public var appKeysHelp: [ControlHelpRow] {
        keys.helpRows + Window.focusKeys.helpRows + (view.window?.hostKeysHelp ?? [])
    }

    /// Shows the controls of the selected tab, with the app-wide keys, as a sheet.
    public func showHelp() {
        guard let window = view.window, window.topPresentation == nil else { return }
        let scene = selectedScene
        let sheet = ControlsHelpScene(for: scene, appKeys: appKeysHelp, closeChords: Self.helpChords)
        present(sheet, fitting: sheet.preferredSize)
        window.events.emit(KitEvent.helpShown(tab: scene.name))
    }

    func perform(_ key: TabBarKey) {
        switch key {
        case .showTab(let index): select(index: index)
        case .nextTab: select(index: (selectedIndex + 1) % tabs.count)
        case .previousTab: select(index: (selectedIndex + tabs.count - 1) % tabs.count)
        case .showHelp: showHelp()
        }
    }
}
