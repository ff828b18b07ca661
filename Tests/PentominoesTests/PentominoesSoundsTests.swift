import Kit
import Pentomino
import Sound
import Testing

@testable import Pentominoes

/// Which of Pentominoes' events play which of its cues, heard as the app hears them: through an event log.
@MainActor
@Suite("Pentominoes' sounds")
struct PentominoesSoundsTests {
    let table = CueTable([PentominoesSounds.scene])
    let spot = BoardSpot(origin: Cell(row: 1, column: 2), orientation: .identity)

    func heard(_ event: PentominoesEvent) -> SoundCue? {
        let log = EventLog(clock: { 0 }, sink: nil)
        var played: SoundCue?
        log.addObserver { played = table.cue(for: $0) }
        log.emit(event)
        return played
    }

    @Test("Lifting, snapping, turning, flipping and solving each play their cue; every cue is played")
    func events() {
        let played = [
            heard(.lifted(.f)), heard(.snapped(.f, spot)), heard(.rotated(.f, Orientation(rotation: 1))),
            heard(.flipped(.f, Orientation(isFlipped: true))),
            heard(.puzzleCompleted(board: "6x10", seconds: 80, isBest: true)),
        ]
        #expect(played.map { $0?.name } == ["pickUp", "snap", "rotate", "flip", "puzzleCompleted"])
        #expect(Set(played.compactMap { $0 }) == Set(PentominoesSounds.scene.cues))
    }

    @Test("A turn or a flip covers the snap that settles the piece")
    func turnsCoverTheSnap() {
        #expect(Set(PentominoesSounds.snap.coveredBy) == [PentominoesSounds.rotate, PentominoesSounds.flip])
    }

    @Test("Moving a piece, or sending it home, is silent; so is an event of the same name logged as a string")
    func silent() {
        #expect(heard(.moved(.f, from: .home, to: .board(spot))) == nil)
        #expect(heard(.home(.f)) == nil)
        let log = EventLog(clock: { 0 }, sink: nil)
        var played: SoundCue?
        log.addObserver { played = table.cue(for: $0) }
        log.emit("piece.snapped", ["piece": "F"])
        #expect(played == nil, "only the game's own typed events play its cues")
    }
}
