import Kit
import Sound
import Testing

@testable import Pentominoes

/// Which of Pentominoes' events play which of its cues, heard as the app hears them: through an event log.
@MainActor
@Suite("Pentominoes' sounds")
struct PentominoesSoundsTests {
    let table = CueTable([PentominoesSounds.scene])

    func heard(_ name: String, _ fields: [String: AutomationValue] = [:]) -> SoundCue? {
        let log = EventLog(clock: { 0 }, sink: nil)
        var played: SoundCue?
        log.addObserver { played = table.cue(for: $0) }
        log.emit(name, fields)
        return played
    }

    @Test("Lifting, snapping, turning, flipping and solving each play their cue; every cue is played")
    func events() {
        let played = [
            heard("piece.lifted", ["piece": "F"]), heard("piece.snapped", ["piece": "F"]), heard("piece.rotated"),
            heard("piece.flipped"), heard("puzzle.completed"),
        ]
        #expect(played.map { $0?.name } == ["pickUp", "snap", "rotate", "flip", "puzzleCompleted"])
        #expect(Set(played.compactMap { $0 }) == Set(PentominoesSounds.scene.cues))
    }

    @Test("A turn or a flip covers the snap that settles the piece")
    func turnsCoverTheSnap() {
        #expect(Set(PentominoesSounds.snap.coveredBy) == [PentominoesSounds.rotate, PentominoesSounds.flip])
    }

    @Test("Moving a piece, or sending it home, is silent")
    func silent() {
        #expect(heard("piece.moved", ["piece": "F"]) == nil)
        #expect(heard("piece.home") == nil)
    }
}
