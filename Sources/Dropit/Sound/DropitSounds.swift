import Sound

/// Dropit's sound effect: a cleared row flies away.
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

    /// Every cue, and the events that play them: rows that clear together make one sweep.
    public static let scene = SceneSounds(cues: [rowCleared], rules: [CueRule("row.cleared", rowCleared)])
}
