import KineticAssembly

/// The prose `kinetic --help` shows above the options. The Debian package's manual page (`kinetic.1`) is generated
/// from this help, where it is the DESCRIPTION, so it says what the program does and where it keeps the user's
/// files. Lines, not paragraphs: the manual page joins them, and a blank line is a formatting error there.
enum KineticCommandHelp {
    static var discussion: String {
        let titles = SceneRegistry.entries.map(\.title)
        let tabs = titles.dropLast().joined(separator: ", ") + " and " + (titles.last ?? "")
        let keys = SceneRegistry.entries.map { String($0.shortcut) }
        return """
            With no subcommand, kinetic opens its window, with a tab each for \(tabs) \
            (keys \(keys.first ?? "") to \(keys.last ?? "")).
            Settings and the window's state are kept in $KINETIC_CONFIG_DIR, else $XDG_CONFIG_HOME/kinetic, else \
            ~/.config/kinetic; the player's work (best scores, puzzles in progress, animations) in \
            $KINETIC_DATA_DIR, else $XDG_DATA_HOME/kinetic, else ~/.local/share/kinetic; pictures drawn once are \
            cached in $KINETIC_CACHE_DIR, else $XDG_CACHE_HOME/kinetic, else ~/.cache/kinetic.
            """
    }
}
