import Sound

#if canImport(Glibc)
    import Glibc
#endif

/// A clip's power spectrum in octave bands, for tests that judge how cues sound: a radix-2 FFT of the whole clip
/// (zero-padded), its power summed per octave and shared out so the bands add up to 1.
struct OctaveProfile {
    /// Band centres in Hz: 62.5 Hz to 16 kHz; below and above go to the first and last band.
    static let centres = (0..<9).map { 62.5 * pow(2, Double($0)) }

    let shares: [Double]
    let highShare: Double

    /// Share of the power above this frequency, in Hz: where synthesized sounds turn harsh and hissy.
    static let harshAbove = 8000.0

    init(_ clip: SoundClip) {
        let power = Self.powerSpectrum(clip.samples.map { Double($0) })
        let binWidth = Double(clip.sampleRate) / Double(2 * (power.count - 1))
        var bands = [Double](repeating: 0, count: Self.centres.count)
        var high = 0.0
        for (bin, value) in power.enumerated() {
            let hertz = Double(bin) * binWidth
            let band = hertz <= 0 ? 0 : Int((log2(hertz / Self.centres[0]) + 0.5).rounded(.down))
            bands[min(max(band, 0), bands.count - 1)] += value
            if hertz > Self.harshAbove { high += value }
        }
        let total = bands.reduce(0, +)
        shares = bands.map { $0 / total }
        highShare = high / total
    }

    /// Half the sum of the bands' differences: 0 for the same spectrum, 1 for no power in common bands.
    func distance(to other: OctaveProfile) -> Double {
        zip(shares, other.shares).map { abs($0 - $1) }.reduce(0, +) / 2
    }

    /// |X(k)|² for k = 0…n/2 of the signal zero-padded to a power of two n.
    static func powerSpectrum(_ signal: [Double]) -> [Double] {
        var size = 1
        while size < signal.count { size *= 2 }
        var real = signal + [Double](repeating: 0, count: size - signal.count)
        var imaginary = [Double](repeating: 0, count: size)
        fft(&real, &imaginary)
        return (0...size / 2).map { real[$0] * real[$0] + imaginary[$0] * imaginary[$0] }
    }

    /// In-place iterative Cooley–Tukey.
    private static func fft(_ real: inout [Double], _ imaginary: inout [Double]) {
        let count = real.count
        var j = 0
        for i in 1..<count {
            var bit = count >> 1
            while j & bit != 0 {
                j ^= bit
                bit >>= 1
            }
            j |= bit
            if i < j {
                real.swapAt(i, j)
                imaginary.swapAt(i, j)
            }
        }
        var length = 2
        while length <= count {
            let angle = -2 * Double.pi / Double(length)
            for start in stride(from: 0, to: count, by: length) {
                for k in 0..<length / 2 {
                    let (wr, wi) = (cos(angle * Double(k)), sin(angle * Double(k)))
                    let (a, b) = (start + k, start + k + length / 2)
                    let tr = real[b] * wr - imaginary[b] * wi
                    let ti = real[b] * wi + imaginary[b] * wr
                    (real[b], imaginary[b]) = (real[a] - tr, imaginary[a] - ti)
                    (real[a], imaginary[a]) = (real[a] + tr, imaginary[a] + ti)
                }
            }
            length *= 2
        }
    }
}
