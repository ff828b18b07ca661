@testable import Sound

/// Cues declared as a game declares its own, for the tests of the machinery: a contact tick and knock, a burst
/// clink, a turn and a flip that cover a snap, a sweep and a tune, each with the interval its kind takes.
enum TestCues {
    static func knock(_ hertz: Double) -> CueRecipe {
        CueRecipe(peak: 0.4, [Instrument.wood(hertz, decay: 0.05)])
    }

    static let wall = SoundCue("wall", recipe: knock(Note.d6), minimumInterval: SoundCue.contactInterval)
    static let paddle = SoundCue("paddle", recipe: knock(Note.g4), minimumInterval: SoundCue.contactInterval)
    static let brick = SoundCue("brick", recipe: knock(Note.e6), minimumInterval: SoundCue.burstInterval)
    static let rotate = SoundCue("rotate", recipe: knock(Note.e5), minimumInterval: SoundCue.burstInterval)
    static let flip = SoundCue("flip", recipe: knock(Note.b5), minimumInterval: SoundCue.burstInterval)
    static let snap = SoundCue(
        "snap", recipe: knock(Note.c5), minimumInterval: SoundCue.burstInterval, coveredBy: [rotate, flip])
    static let sweep = SoundCue("sweep", recipe: knock(Note.g5), minimumInterval: SoundCue.sweepInterval)

    /// Events to cues as a game's rules map them.
    static let sounds = SceneSounds(
        cues: [wall, paddle, brick, rotate, flip, snap, sweep],
        rules: [
            CueRule("wall.hit", wall),
            CueRule("paddle.hit", paddle),
            CueRule("brick.hit", brick),
            CueRule("piece.rotated", rotate),
            CueRule("piece.flipped", flip),
            CueRule("piece.snapped", snap),
            CueRule("page.turned", sweep),
        ])
}
