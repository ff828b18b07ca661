import Sound

/// Crossfade's sound effect: the pictures swap with a swish.
public enum CrossfadeSounds {
    /// A soft swish: breathy noise under a resonant low-pass that opens as it swells and fades, like a page
    /// turning; nothing hisses above the sweep.
    public static let swish = SoundCue(
        "swish",
        recipe: CueRecipe(
            peak: 0.32,
            [
                .noise(
                    Filter(.lowPass, cutoff: Glide(from: 400, to: 2200, over: 0.42), resonance: 2.5),
                    Envelope(attack: 0.16, release: 0.26, curve: 2), seed: 3)
            ]),
        minimumInterval: SoundCue.sweepInterval)

    /// Every cue, and the events that play them.
    public static let scene = SceneSounds(
        cues: [swish], rules: [.on(CrossfadeEvent.self) { if case .started = $0 { swish } else { nil } }])
}
