#if canImport(Glibc)
    import Glibc
#endif

/// What a filter lets through.
public enum FilterMode: Sendable, Hashable {
    /// Below the cutoff: softens a buzzy wave or dulls noise into a rumble.
    case lowPass
    /// Around the cutoff: noise becomes a breath or a swish at that pitch.
    case bandPass
    /// Above the cutoff: noise becomes a hiss.
    case highPass
}

/// A filter applied to a voice before its envelope: its mode, a cutoff (Hz) that may sweep, and its resonance.
public struct Filter: Sendable, Hashable {
    public var mode: FilterMode
    public var cutoff: Glide
    /// Q: 0.7 is smooth; higher rings at the cutoff (a narrower band for band-pass).
    public var resonance: Double

    public init(_ mode: FilterMode, cutoff: Glide, resonance: Double = 0.7) {
        precondition(resonance > 0, "resonance (Q) must be positive")
        self.mode = mode
        self.cutoff = cutoff
        self.resonance = resonance
    }
}

/// A trapezoidal state-variable filter (Zavalishin's): stable at every cutoff, cheap to sweep sample by sample.
struct StateVariableFilter {
    /// The cutoff is kept below this share of the sample rate, where the filter's tangent stays finite.
    static let maximumCutoffShare = 0.45

    private let filter: Filter
    private let sampleRate: Double
    private var integrator1 = 0.0
    private var integrator2 = 0.0

    init(_ filter: Filter, sampleRate: Double) {
        self.filter = filter
        self.sampleRate = sampleRate
    }

    /// Filters one sample, `time` seconds into the voice (for the cutoff's sweep).
    mutating func process(_ input: Double, at time: Double) -> Double {
        let cutoff = min(filter.cutoff.value(at: time), sampleRate * Self.maximumCutoffShare)
        let g = tan(.pi * cutoff / sampleRate)
        let k = 1 / filter.resonance
        let a1 = 1 / (1 + g * (g + k))
        let a2 = g * a1
        let a3 = g * a2
        let v3 = input - integrator2
        let band = a1 * integrator1 + a2 * v3
        let low = integrator2 + a2 * integrator1 + a3 * v3
        integrator1 = 2 * band - integrator1
        integrator2 = 2 * low - integrator2
        switch filter.mode {
        case .lowPass: return low
        case .bandPass: return k * band  // unity gain at the cutoff, whatever the resonance
        case .highPass: return input - k * band - low
        }
    }
}
