import Testing

@testable import Sound

@Suite("The cue gate: bursts stay pleasant")
struct CueGateTests {
    /// Offers each cue at its time (seconds on a fake clock) to one gate; whether each one played.
    func admitted(_ offers: [(SoundCue, Double)]) -> [Bool] {
        var gate = CueGate()
        return offers.map { gate.admit($0.0, at: $0.1) }
    }

    @Test("A wall contact within the contact interval of the last one is dropped; the next one after it plays")
    func debounce() {
        let interval = SoundCue.contactInterval
        let wall = TestCues.wall
        #expect(admitted([(wall, 10), (wall, 10 + interval / 2), (wall, 10 + interval)]) == [true, false, true])
    }

    @Test("A dropped cue does not push the next one back: a rattle ticks at the interval, not never")
    func throttleNotPostpone() {
        let frames = (0..<30).map { (TestCues.wall, Double($0) / 60) }
        let played = admitted(frames).enumerated().filter(\.element).map(\.offset)
        #expect(played == [0, 4, 8, 12, 16, 20, 24, 28], "every 4th frame: 4/60 s ≥ 0.06 s")
    }

    @Test("Cues have their own intervals: a wall tick does not hold back a brick")
    func independentCues() {
        #expect(admitted([(TestCues.wall, 5), (TestCues.brick, 5), (TestCues.paddle, 5.01)]) == [true, true, true])
    }

    @Test("A turn's snap is covered by the turn; a snap on its own plays")
    func covering() {
        let (rotate, flip, snap) = (TestCues.rotate, TestCues.flip, TestCues.snap)
        let offers: [(SoundCue, Double)] = [
            (rotate, 2), (snap, 2.0001), (snap, 3), (flip, 4), (snap, 4), (snap, 4 + 2 * CueGate.sameActionWindow),
        ]
        #expect(admitted(offers) == [true, false, true, true, false, true])
    }

    @Test("Cues are told apart by name: a cue declared twice alike is one cue to the gate")
    func sameNameSameCue() {
        let again = SoundCue("wall", recipe: TestCues.knock(100), minimumInterval: SoundCue.contactInterval)
        #expect(admitted([(TestCues.wall, 1), (again, 1.01)]) == [true, false])
    }
}
