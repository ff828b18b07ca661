import Kit

/// Which event plays which cue: the one place that ties the games' semantic events to sound. Scenes only emit
/// what happened (the same events `--automation` writes); an event no rule names is silent.
public struct CueTable: Sendable {
    public let rules: [CueRule]

    public init(rules: [CueRule]) {
        self.rules = rules
    }

    /// The cue for `event`: the first rule that matches, or nil.
    public func cue(for event: LoggedEvent) -> SoundCue? {
        rules.first { $0.matches(event) }?.cue
    }

    /// The app's table.
    public static let standard = CueTable(rules: [
        // Breakout: every brick hit clinks (a hit that breaks it too); an explosion's ripple stays quiet.
        CueRule("paddle.hit", .paddle),
        CueRule("wall.hit", .wall),
        CueRule("brick.hit", .brick),
        CueRule("ball.lost", .ballLost),
        CueRule("game.over", where: "won", is: true, .levelCleared),
        CueRule("game.over", where: "won", is: false, .gameOver),
        // Pentominoes
        CueRule("piece.lifted", .pickUp),
        CueRule("piece.snapped", .snap),
        CueRule("piece.rotated", .rotate),
        CueRule("piece.flipped", .flip),
        CueRule("puzzle.completed", .puzzleCompleted),
        // Crossfade and Dropit
        CueRule("crossfade.started", .swish),
        CueRule("row.cleared", .rowCleared),
    ])
}
