import Sound

/// Dropit's sound effects, played by its typed events (`DropitEvent`): a cleared row flies away, a new level rings
/// up, and the game's end knocks down.
public enum DropitSounds {
    /// A whoosh up and two chimes.
    public static let rowCleared = SoundCue(
        "rowCleared",
        recipe: CueRecipe(
            peak: 0.5,
            [
                [
                    .noise(
                        Filter(.lowPass, cutoff: Glide(from: 500, to: 4000, over: 0.3), resonance: 2.5),
                        Envelope(attack: 0.04, release: 0.28, curve: 2), gain: 0.5, seed: 5)
                ],
                Instrument.glass(Note.g5, decay: 0.3, start: 0.04),
                Instrument.glass(Note.d6, decay: 0.35, start: 0.12),
            ]),
        minimumInterval: SoundCue.sweepInterval)

    /// A new level, and faster drops from now on: three quick bells climbing a fourth and a fifth (E5, A5, E6),
    /// brighter than the row's chimes, the last left ringing.
    public static let levelReached = SoundCue(
        "dropitLevel",
        recipe: CueRecipe(
            peak: 0.45,
            [
                Instrument.glass(Note.e5, decay: 0.18, start: 0),
                Instrument.glass(Note.a5, decay: 0.18, start: 0.07),
                Instrument.glass(Note.e6, decay: 0.5, start: 0.14),
            ]),
        minimumInterval: SoundCue.tuneInterval)

    /// A column reached the top: three wooden knocks falling (E4, C4, A3), the last let ring, like a stack that
    /// settles for good.
    public static let gameOver = SoundCue(
        "dropitGameOver",
        recipe: CueRecipe(
            peak: 0.4,
            [
                Instrument.wood(Note.hertz(midi: 64), decay: 0.22, start: 0),
                Instrument.wood(Note.hertz(midi: 60), decay: 0.22, start: 0.18),
                Instrument.wood(Note.hertz(midi: 57), decay: 0.6, start: 0.36),
            ]),
        minimumInterval: SoundCue.tuneInterval)

    /// Every cue, and the events that play them: rows that clear together make one sweep.
    public static let scene = SceneSounds(
        cues: [rowCleared, levelReached, gameOver],
        rules: [CueRule.on(DropitEvent.self, cue(for:))])

    /// The cue an event plays; nil is silence (drops, grabs and the physics' own events are heard as nothing).
    static func cue(for event: DropitEvent) -> SoundCue? {
        switch event {
        case .rowCleared: rowCleared
        case .levelReached: levelReached
        case .gameOver: gameOver
        default: nil
        }
    }
}
