import Sound

/// Pentominoes' sound effects: a piece lifts with a blip, drops into its cells with a wooden knock, turns with
/// click-stop ticks and flips with a flap of air; a solved board rings a chord.
public enum PentominoesSounds {
    /// A soft upward blip, higher than the snap's knock: the piece leaves the table.
    public static let pickUp = SoundCue(
        "pickUp",
        recipe: CueRecipe(
            peak: 0.3,
            [
                .sweep(
                    .sine, Glide(from: 660, to: 1050, over: 0.07), Envelope(attack: 0.006, release: 0.08, curve: 2)),
                .sweep(
                    .sine, Glide(from: 1320, to: 2100, over: 0.07), Envelope(attack: 0.006, release: 0.05, curve: 2),
                    gain: 0.15),
            ]),
        minimumInterval: SoundCue.burstInterval)

    /// Two quick ticks a fifth apart, upward: a click-stop dial turning a quarter.
    public static let rotate = SoundCue(
        "rotate",
        recipe: CueRecipe(
            peak: 0.35,
            [
                Instrument.wood(Note.e5 * 2, decay: 0.04, gain: 0.8),
                Instrument.wood(Note.b5 * 2, decay: 0.06, start: 0.05),
            ]),
        minimumInterval: SoundCue.burstInterval)

    /// A flap of air with a falling tone: the piece turns over.
    public static let flip = SoundCue(
        "flip",
        recipe: CueRecipe(
            peak: 0.35,
            [
                .noise(
                    Filter(.lowPass, cutoff: Glide(from: 700, to: 2800, over: 0.12), resonance: 2),
                    Envelope(attack: 0.03, release: 0.12, curve: 2), seed: 11),
                .sweep(
                    .sine, Glide(from: 880, to: 520, over: 0.12), Envelope(attack: 0.01, release: 0.12), gain: 0.4),
            ]),
        minimumInterval: SoundCue.burstInterval)

    /// A wooden "tock": the piece drops into its cells. A turn or a flip settles the piece into its cells too, and
    /// is the one sound heard for it.
    public static let snap = SoundCue(
        "snap", recipe: CueRecipe(peak: 0.45, [Instrument.wood(Note.c5, decay: 0.08)]),
        minimumInterval: SoundCue.burstInterval, coveredBy: [rotate, flip])

    /// A C-major arpeggio climbing two octaves, then the chord ringing with a high sparkle: the board is solved.
    public static let puzzleCompleted = SoundCue(
        "puzzleCompleted",
        recipe: CueRecipe(
            peak: 0.55,
            [
                Instrument.glass(Note.c5, decay: 0.35, start: 0),
                Instrument.glass(Note.e5, decay: 0.35, start: 0.08),
                Instrument.glass(Note.g5, decay: 0.35, start: 0.16),
                Instrument.glass(Note.c6, decay: 0.35, start: 0.24),
                Instrument.glass(Note.c5, decay: 0.9, gain: 0.6, start: 0.36),
                Instrument.glass(Note.e5, decay: 0.9, gain: 0.6, start: 0.36),
                Instrument.glass(Note.g5, decay: 0.9, gain: 0.6, start: 0.36),
                Instrument.glass(Note.g6, decay: 0.5, gain: 0.3, start: 0.44),
            ]),
        minimumInterval: SoundCue.tuneInterval)

    /// Every cue, and the events that play them.
    public static let scene = SceneSounds(
        cues: [pickUp, snap, rotate, flip, puzzleCompleted],
        rules: [
            CueRule("piece.lifted", pickUp),
            CueRule("piece.snapped", snap),
            CueRule("piece.rotated", rotate),
            CueRule("piece.flipped", flip),
            CueRule("puzzle.completed", puzzleCompleted),
        ])
}
