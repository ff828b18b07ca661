/// Renders voices into samples: each voice's source, through its filter, shaped by its envelope, added into one
/// buffer. Pure and deterministic: the same voices at the same rate give the same samples.
public enum Synthesizer {
    /// The voices summed at `sampleRate` (Hz), from the first voice's start to the last one's silence, as
    /// floating-point samples (not yet scaled to any level).
    public static func render(_ voices: [Voice], sampleRate: Int) -> [Double] {
        precondition(sampleRate > 0, "the sample rate is in Hz and positive")
        let length = Int((voices.map(\.end).max() ?? 0) * Double(sampleRate)) + 1
        var mix = [Double](repeating: 0, count: length)
        for voice in voices { add(voice, into: &mix, sampleRate: Double(sampleRate)) }
        return mix
    }

    private static func add(_ voice: Voice, into mix: inout [Double], sampleRate: Double) {
        let first = Int((voice.start * sampleRate).rounded(.up))
        let last = min(Int((voice.end * sampleRate).rounded(.down)), mix.count - 1)
        guard first <= last else { return }
        var filter = voice.filter.map { StateVariableFilter($0, sampleRate: sampleRate) }
        var noise = NoiseSource(seed: 0)
        var phase = 0.0
        if case .noise(let seed) = voice.source { noise = NoiseSource(seed: seed) }
        for index in first...last {
            let time = Double(index) / sampleRate - voice.start
            var sample: Double
            switch voice.source {
            case .tone(let waveform, let pitch):
                sample = waveform.value(atPhase: phase)
                phase += pitch.value(at: time) / sampleRate
            case .noise:
                sample = noise.next()
            }
            sample = filter?.process(sample, at: time) ?? sample
            mix[index] += sample * voice.envelope.level(at: time) * voice.gain
        }
    }
}
