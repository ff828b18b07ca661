/// A scene's sound effects as it declares them: every cue it plays (the mixer renders and loads each one) and the
/// rules from its events to them.
public struct SceneSounds: Sendable {
    public let cues: [SoundCue]
    public let rules: [CueRule]

    public init(cues: [SoundCue], rules: [CueRule]) {
        self.cues = cues
        self.rules = rules
    }

    /// A scene that plays nothing.
    public static let silent = SceneSounds(cues: [], rules: [])
}
