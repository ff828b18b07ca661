/// What each cue sounds like. Contacts are short knocks (under a quarter second, as they can come several a
/// second); losses fall in pitch; rewards rise in a major arpeggio.
extension SoundCue {
    public var recipe: CueRecipe {
        switch self {
        case .paddle: Self.paddleRecipe
        case .wall: Self.wallRecipe
        case .brick: Self.brickRecipe
        case .ballLost: Self.ballLostRecipe
        case .levelCleared: Self.levelClearedRecipe
        case .gameOver: Self.gameOverRecipe
        case .pickUp: Self.pickUpRecipe
        case .snap: Self.snapRecipe
        case .rotate: Self.rotateRecipe
        case .flip: Self.flipRecipe
        case .puzzleCompleted: Self.puzzleCompletedRecipe
        case .swish: Self.swishRecipe
        case .rowCleared: Self.rowClearedRecipe
        }
    }

    /// A rounded "bop": a wooden G4 with a low thump that drops in pitch, as a ball meets a padded bat.
    static let paddleRecipe = CueRecipe(
        peak: 0.5,
        [
            Instrument.wood(Note.g4, decay: 0.11),
            [.sweep(.sine, Glide(from: 220, to: 150, over: 0.04), .struck(0.06), gain: 0.6)],
        ])

    /// A light, high tick, quieter than everything else: walls are hit most often.
    static let wallRecipe = CueRecipe(peak: 0.28, [Instrument.wood(Note.d6, decay: 0.045)])

    /// A bright clink: a glass E6 with a short crack of high noise.
    static let brickRecipe = CueRecipe(
        peak: 0.45,
        [
            Instrument.glass(Note.e6, decay: 0.18),
            [.noise(Filter(.highPass, cutoff: .constant(3500)), .struck(0.02), gain: 0.25, seed: 7)],
        ])

    /// A falling "bwoop": a softened triangle sliding down two octaves, a sine an octave under it.
    static let ballLostRecipe = CueRecipe(
        peak: 0.38,
        [
            .sweep(
                .triangle, Glide(from: 520, to: 130, over: 0.4), Envelope(attack: 0.005, hold: 0.05, release: 0.37),
                filter: Filter(.lowPass, cutoff: .constant(1600))),
            .sweep(
                .sine, Glide(from: 260, to: 65, over: 0.4), Envelope(attack: 0.005, hold: 0.05, release: 0.37),
                gain: 0.5),
        ])

    /// A quick rising G-major arpeggio on glass, the last note left to ring.
    static let levelClearedRecipe = CueRecipe(
        peak: 0.5,
        [
            Instrument.glass(Note.g4, decay: 0.3, start: 0),
            Instrument.glass(Note.b4, decay: 0.3, start: 0.08),
            Instrument.glass(Note.d5, decay: 0.3, start: 0.16),
            Instrument.glass(Note.g5, decay: 0.65, start: 0.24),
        ])

    /// Three falling notes on a soft reed (G4, E♭4, C4: a minor, consoling close), the last held longer.
    static let gameOverRecipe = CueRecipe(
        peak: 0.36,
        [
            Instrument.reed(Note.g4, length: 0.24, start: 0),
            Instrument.reed(Note.eFlat4, length: 0.24, start: 0.22),
            Instrument.reed(Note.c4, length: 0.6, start: 0.44),
        ])

    /// A soft upward blip, higher than the snap's knock: the piece leaves the table.
    static let pickUpRecipe = CueRecipe(
        peak: 0.3,
        [
            .sweep(.sine, Glide(from: 660, to: 1050, over: 0.07), Envelope(attack: 0.006, release: 0.08, curve: 2)),
            .sweep(
                .sine, Glide(from: 1320, to: 2100, over: 0.07), Envelope(attack: 0.006, release: 0.05, curve: 2),
                gain: 0.15),
        ])

    /// A wooden "tock": the piece drops into its cells.
    static let snapRecipe = CueRecipe(peak: 0.45, [Instrument.wood(Note.c5, decay: 0.08)])

    /// Two quick ticks a fifth apart, upward: a click-stop dial turning a quarter.
    static let rotateRecipe = CueRecipe(
        peak: 0.35,
        [
            Instrument.wood(Note.e5 * 2, decay: 0.04, gain: 0.8),
            Instrument.wood(Note.b5 * 2, decay: 0.06, start: 0.05),
        ])

    /// A flap of air with a falling tone: the piece turns over.
    static let flipRecipe = CueRecipe(
        peak: 0.35,
        [
            .noise(
                Filter(.lowPass, cutoff: Glide(from: 700, to: 2800, over: 0.12), resonance: 2),
                Envelope(attack: 0.03, release: 0.12, curve: 2), seed: 11),
            .sweep(.sine, Glide(from: 880, to: 520, over: 0.12), Envelope(attack: 0.01, release: 0.12), gain: 0.4),
        ])

    /// A C-major arpeggio climbing two octaves, then the chord ringing with a high sparkle: the board is solved.
    static let puzzleCompletedRecipe = CueRecipe(
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
        ])

    /// A soft swish: breathy noise under a resonant low-pass that opens as it swells and fades, like a page
    /// turning; nothing hisses above the sweep.
    static let swishRecipe = CueRecipe(
        peak: 0.32,
        [
            .noise(
                Filter(.lowPass, cutoff: Glide(from: 400, to: 2200, over: 0.42), resonance: 2.5),
                Envelope(attack: 0.16, release: 0.26, curve: 2), seed: 3)
        ])

    /// A whoosh up and two chimes: the row flies away.
    static let rowClearedRecipe = CueRecipe(
        peak: 0.5,
        [
            [
                .noise(
                    Filter(.lowPass, cutoff: Glide(from: 500, to: 4000, over: 0.3), resonance: 2.5),
                    Envelope(attack: 0.04, release: 0.28, curve: 2), gain: 0.5, seed: 5)
            ],
            Instrument.glass(Note.g5, decay: 0.3, start: 0.04),
            Instrument.glass(Note.d6, decay: 0.35, start: 0.12),
        ])
}
