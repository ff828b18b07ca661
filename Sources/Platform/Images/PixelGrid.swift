/// Rounds pixel sizes up to a coarse grid — a step of a fixed fraction of the size's power of two, never below a
/// minimum — so a size that changes every frame maps onto a few sizes that can be reused.
struct PixelGrid: Sendable {
    /// Smallest step, in pixels.
    let minimumStep: Int32
    /// Steps per power of two (8: within 12.5 % above the size asked for).
    let stepsPerOctave: Int32
    /// Largest side, in pixels.
    let maximum: Int32

    func side(_ pixels: Int32) -> Int32 {
        let side = min(max(pixels, 1), maximum)
        var power: Int32 = 1
        while power < side { power <<= 1 }
        let step = max(minimumStep, power / stepsPerOctave)
        return min((side + step - 1) / step * step, maximum)
    }
}
