/// What a voice sounds: a tone of some waveform at a pitch that may sweep, or noise.
public enum VoiceSource: Sendable, Hashable {
    case tone(Waveform, pitch: Glide)
    /// White noise from `seed`; give it colour with a filter.
    case noise(seed: UInt64)
}

/// One strand of a sound: a source, an optional filter, an envelope, a level and when it starts. A cue is a few
/// voices summed: a note and its overtone, a click and its ring, a chord's notes one after another.
public struct Voice: Sendable, Hashable {
    public var source: VoiceSource
    public var filter: Filter?
    public var envelope: Envelope
    /// Linear level before the whole cue is scaled to its peak; only the ratios between voices matter.
    public var gain: Double
    /// Seconds after the cue begins.
    public var start: Double

    public init(_ source: VoiceSource, filter: Filter? = nil, envelope: Envelope, gain: Double = 1, start: Double = 0) {
        precondition(start >= 0, "a voice starts at or after its cue (seconds ≥ 0)")
        self.source = source
        self.filter = filter
        self.envelope = envelope
        self.gain = gain
        self.start = start
    }

    /// A tone at a steady pitch.
    public static func tone(
        _ waveform: Waveform, _ hertz: Double, _ envelope: Envelope, gain: Double = 1, start: Double = 0,
        filter: Filter? = nil
    ) -> Voice {
        Voice(.tone(waveform, pitch: .constant(hertz)), filter: filter, envelope: envelope, gain: gain, start: start)
    }

    /// A tone whose pitch sweeps from one frequency to another.
    public static func sweep(
        _ waveform: Waveform, _ pitch: Glide, _ envelope: Envelope, gain: Double = 1, start: Double = 0,
        filter: Filter? = nil
    ) -> Voice {
        Voice(.tone(waveform, pitch: pitch), filter: filter, envelope: envelope, gain: gain, start: start)
    }

    /// Filtered noise.
    public static func noise(
        _ filter: Filter, _ envelope: Envelope, gain: Double = 1, start: Double = 0, seed: UInt64 = 1
    ) -> Voice {
        Voice(.noise(seed: seed), filter: filter, envelope: envelope, gain: gain, start: start)
    }

    /// Seconds from the cue's beginning to this voice's silence.
    public var end: Double { start + envelope.duration }
}
