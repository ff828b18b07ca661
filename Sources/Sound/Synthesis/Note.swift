#if canImport(Glibc)
    import Glibc
#endif

/// Pitches of the equal-tempered scale (A4 = 440 Hz) that the cues' melodies use, in Hz.
public enum Note {
    /// The frequency of MIDI note `number` (60 is middle C).
    public static func hertz(midi number: Int) -> Double {
        440 * pow(2, Double(number - 69) / 12)
    }

    public static let c4 = hertz(midi: 60)
    public static let eFlat4 = hertz(midi: 63)
    public static let g4 = hertz(midi: 67)
    public static let b4 = hertz(midi: 71)
    public static let c5 = hertz(midi: 72)
    public static let d5 = hertz(midi: 74)
    public static let e5 = hertz(midi: 76)
    public static let g5 = hertz(midi: 79)
    public static let a5 = hertz(midi: 81)
    public static let b5 = hertz(midi: 83)
    public static let c6 = hertz(midi: 84)
    public static let d6 = hertz(midi: 86)
    public static let e6 = hertz(midi: 88)
    public static let g6 = hertz(midi: 91)
}
