/// Small instruments made of voices, so the cue recipes read as notes rather than partials.
public enum Instrument {
    /// A wooden bar (marimba, wood block): the fundamental, the bar's fourth partial dying four times faster, and
    /// a few milliseconds of mallet click. Warm; for things that knock.
    public static func wood(_ hertz: Double, decay: Double, gain: Double = 1, start: Double = 0) -> [Voice] {
        [
            .tone(.sine, hertz, .struck(decay), gain: gain, start: start),
            .tone(.sine, hertz * 4, .struck(decay / 4), gain: gain * 0.22, start: start),
            .noise(
                Filter(.bandPass, cutoff: .constant(hertz * 3), resonance: 1.5), .struck(0.006, attack: 0.001),
                gain: gain * 0.35, start: start, seed: UInt64(hertz.rounded())),
        ]
    }

    /// A small bell or a glass: the fundamental with the inharmonic partials of a struck plate (×2.76 and ×5.40)
    /// ringing shorter. Bright; for things that break and for tunes.
    public static func glass(_ hertz: Double, decay: Double, gain: Double = 1, start: Double = 0) -> [Voice] {
        [
            .tone(.sine, hertz, .struck(decay, attack: 0.003), gain: gain, start: start),
            .tone(.sine, hertz * 2.76, .struck(decay / 2, attack: 0.002), gain: gain * 0.35, start: start),
            .tone(.sine, hertz * 5.40, .struck(decay / 4, attack: 0.002), gain: gain * 0.12, start: start),
        ]
    }

    /// A soft reed: a triangle wave through a low-pass filter, swelling in and fading out. Round; for sad endings.
    public static func reed(_ hertz: Double, length: Double, gain: Double = 1, start: Double = 0) -> [Voice] {
        let envelope = Envelope(attack: 0.02, hold: length * 0.3, release: length * 0.7, curve: 2)
        let softening = Filter(.lowPass, cutoff: .constant(hertz * 3))
        return [
            .tone(.triangle, hertz, envelope, gain: gain, start: start, filter: softening),
            .tone(.sine, hertz / 2, envelope, gain: gain * 0.3, start: start),
        ]
    }
}
