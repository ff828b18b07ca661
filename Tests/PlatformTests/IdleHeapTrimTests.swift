import Testing

@testable import Platform

/// The host gives freed heap pages back once the window has settled, never while it draws.
@Suite("Idle heap trim")
struct IdleHeapTrimTests {
    @Test("nothing is due before a frame has been drawn")
    func nothingBeforeAFrame() {
        var trim = IdleHeapTrim()
        #expect(trim.deadline == nil)
        #expect(!isDue(&trim, at: 100))
    }

    @Test("a trim is due once the window has drawn nothing for the settle time, and only once")
    func dueOnceAfterSettling() {
        var trim = IdleHeapTrim()
        trim.noteFrame(at: 10)
        #expect(trim.deadline == 10 + IdleHeapTrim.settleSeconds)
        #expect(!isDue(&trim, at: 10 + IdleHeapTrim.settleSeconds / 2))
        #expect(isDue(&trim, at: 10 + IdleHeapTrim.settleSeconds))
        #expect(trim.deadline == nil)
        #expect(!isDue(&trim, at: 20))
    }

    @Test("every frame drawn puts the trim off, so an animation is never trimmed under")
    func framesPutItOff() {
        var trim = IdleHeapTrim()
        let frame = 1.0 / 60
        for index in 0..<120 {
            let time = Double(index) * frame
            trim.noteFrame(at: time)
            #expect(!isDue(&trim, at: time + frame / 2))
        }
        #expect(isDue(&trim, at: 119 * frame + IdleHeapTrim.settleSeconds))
    }

    @Test("a frame after a trim makes another due")
    func drawingAgainMakesAnotherDue() {
        var trim = IdleHeapTrim()
        trim.noteFrame(at: 0)
        #expect(isDue(&trim, at: 1))
        trim.noteFrame(at: 5)
        #expect(!isDue(&trim, at: 5.1))
        #expect(isDue(&trim, at: 5 + IdleHeapTrim.settleSeconds))
    }

    /// Whether a trim is due at `time` (a mutating call cannot sit inside `#expect`).
    private func isDue(_ trim: inout IdleHeapTrim, at time: Double) -> Bool {
        trim.isDue(at: time)
    }
}
