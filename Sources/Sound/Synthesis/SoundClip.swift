/// A rendered sound: mono 16-bit samples at a sample rate, ready to hand to the mixer.
public struct SoundClip: Sendable, Equatable {
    public let samples: [Int16]
    /// Hz.
    public let sampleRate: Int

    /// The loudest a clip may be, as a share of full scale: headroom for the mixer adding several clips at once.
    public static let maximumPeak = 0.9

    public init(samples: [Int16], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    /// Renders `voices` and scales them so the loudest sample is `peak` of full scale (so cues are balanced by
    /// their recipe, not by how many voices they happen to have).
    public init(voices: [Voice], peak: Double, sampleRate: Int) {
        precondition(peak > 0 && peak <= Self.maximumPeak, "peak is a share of full scale, 0 < peak ≤ 0.9")
        let mix = Synthesizer.render(voices, sampleRate: sampleRate)
        let loudest = mix.map(abs).max() ?? 0
        let scale = loudest > 0 ? peak * Double(Int16.max) / loudest : 0
        self.init(samples: mix.map { Int16(($0 * scale).rounded()) }, sampleRate: sampleRate)
    }

    /// Seconds.
    public var duration: Double { Double(samples.count) / Double(sampleRate) }

    /// The loudest sample as a share of full scale.
    public var peak: Double {
        Double(samples.map { $0.magnitude }.max() ?? 0) / Double(Int16.max)
    }
}
