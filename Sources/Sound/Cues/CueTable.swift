import Kit

/// Which event plays which cue: the one place that ties semantic events to sound. Scenes only emit what happened
/// (the same events `--automation` writes); each game declares its cues and rules (`SceneSounds`), and the app
/// joins them into one table. An event no rule matches is silent.
public struct CueTable: Sendable {
    public let rules: [CueRule]

    public init(rules: [CueRule]) {
        self.rules = rules
    }

    /// The rules of every scene's sounds, in order.
    public init(_ sounds: [SceneSounds]) {
        self.init(rules: sounds.flatMap(\.rules))
    }

    /// The cue for `event`: the first rule's that matches, or nil.
    public func cue(for event: LoggedEvent) -> SoundCue? {
        for rule in rules {
            if let cue = rule.cue(for: event) { return cue }
        }
        return nil
    }
}
