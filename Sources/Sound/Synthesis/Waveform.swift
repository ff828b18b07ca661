#if canImport(Glibc)
    import Glibc
#endif

/// The shape of one cycle of a tone. Sine is the softest; triangle adds a little edge (odd harmonics falling off
/// with the square of their number); square is buzzy and is best softened by a low-pass filter.
public enum Waveform: Sendable, Hashable {
    case sine
    case triangle
    case square

    /// The wave's value at `phase` cycles (only the fraction counts), in -1...1.
    public func value(atPhase phase: Double) -> Double {
        let fraction = phase - phase.rounded(.down)
        switch self {
        case .sine: return sin(2 * .pi * fraction)
        case .triangle: return 1 - 4 * abs(fraction - 0.25 - (fraction < 0.75 ? 0 : 1))  // 0 at the start, like sine
        case .square: return fraction < 0.5 ? 1 : -1
        }
    }
}
