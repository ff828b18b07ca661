/// Where cues go: the mixer in the app, a recorder in tests. A struct of closures, so the sound effects need
/// nothing of SDL and a test can watch exactly what would be played.
@MainActor
public struct SoundOutput {
    /// Gets ready to play (opens the audio device, renders the clips) if it is not already; may finish later.
    public var prepare: @MainActor () -> Void
    /// Starts the cue; false when nothing will be heard (no device, or it is still opening).
    public var play: @MainActor (SoundCue) -> Bool
    /// The level of everything played, 0...1 (linear amplitude).
    public var setGain: @MainActor (Double) -> Void
    /// Silences what is playing now.
    public var stopAll: @MainActor () -> Void

    public init(
        prepare: @escaping @MainActor () -> Void, play: @escaping @MainActor (SoundCue) -> Bool,
        setGain: @escaping @MainActor (Double) -> Void, stopAll: @escaping @MainActor () -> Void
    ) {
        self.prepare = prepare
        self.play = play
        self.setGain = setGain
        self.stopAll = stopAll
    }

    /// Plays nothing (headless runs).
    public static var silent: SoundOutput {
        SoundOutput(prepare: {}, play: { _ in false }, setGain: { _ in }, stopAll: {})
    }
}
