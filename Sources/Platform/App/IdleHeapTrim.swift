/// When the heap's free pages go back to the system: once the loop has drawn nothing for a while after drawing.
///
/// A tab's first frames, a picture's decode or an animation allocate and free as they go; glibc keeps what was
/// freed in its heap, resident, for the next allocation. Trimming while frames are drawn would cost frame time,
/// so the host trims once the window has settled (no frame for `settleSeconds`), and not again until it draws.
struct IdleHeapTrim {
    /// Seconds without a rendered frame after which the window counts as settled.
    static let settleSeconds = 0.5

    /// When the next trim is due: `settleSeconds` after the last rendered frame, if none has been trimmed since.
    private(set) var deadline: Double?

    /// A frame was rendered at `time` (seconds on the host's clock).
    mutating func noteFrame(at time: Double) {
        deadline = time + Self.settleSeconds
    }

    /// Whether to trim now, with the loop idle at `time`; true once per settled stretch.
    mutating func isDue(at time: Double) -> Bool {
        guard let deadline, time >= deadline else { return false }
        self.deadline = nil
        return true
    }
}
