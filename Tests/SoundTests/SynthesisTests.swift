import Testing

@testable import Sound

@Suite("Synthesis: waveforms, envelopes, glides, filters")
struct SynthesisTests {
    static let rate = 48_000

    @Test("Every waveform starts at zero and swings between -1 and 1")
    func waveforms() {
        for waveform in [Waveform.sine, .triangle] {
            #expect(waveform.value(atPhase: 0) == 0)
            #expect(abs(waveform.value(atPhase: 0.25) - 1) < 1e-12)
            #expect(abs(waveform.value(atPhase: 0.75) + 1) < 1e-12)
            #expect(abs(waveform.value(atPhase: 1.25) - 1) < 1e-12, "only the fraction of the phase counts")
        }
        #expect(Waveform.square.value(atPhase: 0.1) == 1)
        #expect(Waveform.square.value(atPhase: 0.6) == -1)
    }

    @Test("An envelope rises from silence, holds full level, and falls to exact silence at its end")
    func envelope() {
        let envelope = Envelope(attack: 0.01, hold: 0.02, release: 0.1, curve: 2)
        #expect(envelope.duration == 0.13)
        #expect(envelope.level(at: 0) == 0)
        #expect(abs(envelope.level(at: 0.005) - 0.5) < 1e-12, "half way up the raised cosine")
        #expect(envelope.level(at: 0.02) == 1)
        #expect(abs(envelope.level(at: 0.08) - 0.25) < 1e-12, "half way down a square-law release")
        #expect(envelope.level(at: 0.13) == 0)
        #expect(envelope.level(at: 1) == 0)
        #expect(envelope.level(at: -1) == 0)
    }

    @Test("A glide moves by equal ratios in equal times, then stays at its end")
    func glide() {
        let glide = Glide(from: 200, to: 800, over: 1)
        #expect(glide.value(at: 0) == 200)
        #expect(abs(glide.value(at: 0.5) - 400) < 1e-9, "an octave per half second")
        #expect(glide.value(at: 2) == 800)
        #expect(Glide.constant(440).value(at: 0.3) == 440)
    }

    @Test("A tone renders at its pitch: a 1 kHz sine crosses zero rising 1000 times a second")
    func tonePitch() {
        let samples = Synthesizer.render(
            [.tone(.sine, 1000, Envelope(attack: 0.001, hold: 1, release: 0.001))], sampleRate: Self.rate)
        var rising = 0
        for index in 1..<samples.count where samples[index - 1] < 0 && samples[index] >= 0 { rising += 1 }
        #expect((999...1001).contains(rising))
    }

    @Test("A voice starting later is silent until its start")
    func voiceStart() {
        let samples = Synthesizer.render([.tone(.sine, 440, .struck(0.05), start: 0.1)], sampleRate: Self.rate)
        #expect(samples.prefix(Self.rate / 10).allSatisfy { $0 == 0 })
        #expect(samples.count == Int(0.152 * Double(Self.rate)) + 1)
    }

    @Test("A low-pass filter keeps a low tone and takes most of a high one; a high-pass does the opposite")
    func filters() {
        func level(_ hertz: Double, through mode: FilterMode) -> Double {
            let steady = Envelope(attack: 0.001, hold: 0.2, release: 0.001)
            let voice = Voice.tone(.sine, hertz, steady, filter: Filter(mode, cutoff: .constant(1000)))
            return Synthesizer.render([voice], sampleRate: Self.rate).suffix(Self.rate / 10).map(abs).max() ?? 0
        }
        #expect(level(100, through: .lowPass) > 0.95)
        #expect(level(10_000, through: .lowPass) < 0.02)
        #expect(level(10_000, through: .highPass) > 0.95)
        #expect(level(100, through: .highPass) < 0.02)
        #expect(level(1000, through: .bandPass) > 0.95, "unity at the centre")
        #expect(level(10_000, through: .bandPass) < 0.2)
    }

    @Test("Noise is the same for the same seed and different for another")
    func noise() {
        var first = NoiseSource(seed: 42)
        var again = NoiseSource(seed: 42)
        var other = NoiseSource(seed: 43)
        let a = (0..<100).map { _ in first.next() }
        #expect(a == (0..<100).map { _ in again.next() })
        #expect(a != (0..<100).map { _ in other.next() })
        #expect(a.allSatisfy { (-1...1).contains($0) })
    }
}
