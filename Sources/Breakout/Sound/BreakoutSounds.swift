import Sound

/// Breakout's sound effects: contacts are short knocks (a ball can meet several things a second), a lost ball
/// falls in pitch, a cleared level rises in a major arpeggio and a lost game closes in minor.
public enum BreakoutSounds {
    /// A rounded "bop": a wooden G4 with a low thump that drops in pitch, as a ball meets a padded bat.
    public static let paddle = SoundCue(
        "paddle",
        recipe: CueRecipe(
            peak: 0.5,
            [
                Instrument.wood(Note.g4, decay: 0.11),
                [.sweep(.sine, Glide(from: 220, to: 150, over: 0.04), .struck(0.06), gain: 0.6)],
            ]),
        minimumInterval: SoundCue.contactInterval)

    /// A light, high tick, quieter than everything else: walls are hit most often.
    public static let wall = SoundCue(
        "wall", recipe: CueRecipe(peak: 0.28, [Instrument.wood(Note.d6, decay: 0.045)]),
        minimumInterval: SoundCue.contactInterval)

    /// A bright clink: a glass E6 with a short crack of high noise.
    public static let brick = SoundCue(
        "brick",
        recipe: CueRecipe(
            peak: 0.45,
            [
                Instrument.glass(Note.e6, decay: 0.18),
                [.noise(Filter(.highPass, cutoff: .constant(3500)), .struck(0.02), gain: 0.25, seed: 7)],
            ]),
        minimumInterval: SoundCue.burstInterval)

    /// A falling "bwoop": a softened triangle sliding down two octaves, a sine an octave under it.
    public static let ballLost = SoundCue(
        "ballLost",
        recipe: CueRecipe(
            peak: 0.38,
            [
                .sweep(
                    .triangle, Glide(from: 520, to: 130, over: 0.4),
                    Envelope(attack: 0.005, hold: 0.05, release: 0.37),
                    filter: Filter(.lowPass, cutoff: .constant(1600))),
                .sweep(
                    .sine, Glide(from: 260, to: 65, over: 0.4), Envelope(attack: 0.005, hold: 0.05, release: 0.37),
                    gain: 0.5),
            ]),
        minimumInterval: SoundCue.sweepInterval)

    /// A quick rising G-major arpeggio on glass, the last note left to ring.
    public static let levelCleared = SoundCue(
        "levelCleared",
        recipe: CueRecipe(
            peak: 0.5,
            [
                Instrument.glass(Note.g4, decay: 0.3, start: 0),
                Instrument.glass(Note.b4, decay: 0.3, start: 0.08),
                Instrument.glass(Note.d5, decay: 0.3, start: 0.16),
                Instrument.glass(Note.g5, decay: 0.65, start: 0.24),
            ]),
        minimumInterval: SoundCue.tuneInterval)

    /// Three falling notes on a soft reed (G4, E♭4, C4: a minor, consoling close), the last held longer.
    public static let gameOver = SoundCue(
        "gameOver",
        recipe: CueRecipe(
            peak: 0.36,
            [
                Instrument.reed(Note.g4, length: 0.24, start: 0),
                Instrument.reed(Note.eFlat4, length: 0.24, start: 0.22),
                Instrument.reed(Note.c4, length: 0.6, start: 0.44),
            ]),
        minimumInterval: SoundCue.tuneInterval)

    /// Every cue, and the events that play them: every brick hit clinks (a hit that breaks it too); an explosion's
    /// ripple stays quiet.
    public static let scene = SceneSounds(
        cues: [paddle, wall, brick, ballLost, levelCleared, gameOver],
        rules: [
            CueRule("paddle.hit", paddle),
            CueRule("wall.hit", wall),
            CueRule("brick.hit", brick),
            CueRule("ball.lost", ballLost),
            CueRule("game.over", where: "won", is: true, levelCleared),
            CueRule("game.over", where: "won", is: false, gameOver),
        ])
}
