import Kit
import Testing

@testable import Dropit

@MainActor
@Suite("Dropit by keyboard: a marker chooses the column, Return drops there, P or Space pauses")
struct KeyboardTests {
    private func press(_ f: DropitFixture, _ key: KeyEvent.Key, isRepeat: Bool = false) {
        f.window.handle(KeyEvent(key: key, isRepeat: isRepeat, timestamp: f.clock.now))
    }

    /// The columns the squares in play stand in, oldest first.
    private func columns(_ f: DropitFixture) -> [Int] {
        f.scene.squares.map { Int($0.center.x / f.scene.pitch) }
    }

    @Test("The marker starts in the middle; ←/→ move it, Home and End jump to the edges, and it stays inside")
    func markerMoves() {
        let f = DropitFixture()
        #expect(f.scene.columns == 12 && f.scene.markedColumn == 6)
        #expect(f.scene.rootView.field.markedColumn == 6, "the field draws it")
        press(f, .left)
        press(f, .left, isRepeat: true)
        #expect(f.scene.markedColumn == 4, "a held arrow keeps moving it")
        press(f, .home)
        press(f, .left)
        #expect(f.scene.markedColumn == 0)
        press(f, .end)
        press(f, .right)
        #expect(f.scene.markedColumn == 11)
        #expect(f.scene.droppedCount == 0, "aiming drops nothing")
    }

    @Test("Return drops into the marked column; a held Return does not repeat the drop")
    func returnDrops() {
        let f = DropitFixture { $0[DropitSettings.obstacle] = false }
        press(f, .home)
        press(f, .enter)
        press(f, .enter, isRepeat: true)
        f.run(seconds: 0.5)
        for _ in 0..<3 { press(f, .right) }
        press(f, .enter)
        f.runUntilStasis()
        #expect(columns(f) == [0, 3])
        #expect(f.events("square.dropped").count == 2)
    }

    @Test("Space pauses and plays on, and drops nothing; the keys list says so")
    func spacePauses() {
        let f = DropitFixture()
        press(f, .space)
        #expect(f.scene.game.pauses == [.user])
        press(f, .space, isRepeat: true)
        #expect(f.scene.game.pauses == [.user], "a held key does not toggle back")
        press(f, .character("p"))
        #expect(f.scene.game.pauses.isEmpty)
        #expect(f.scene.droppedCount == 0)
        let keys = f.scene.controlsHelp.sections.first { $0.title == "Keys" }?.rows ?? []
        #expect(keys.contains(ControlHelpRow("Return", "Drop a square where the marker is")))
        #expect(keys.contains(ControlHelpRow("P or Space", "Pause, or play on")))
        #expect(f.scene.controlsHelp.sections.map(\.title) == ["Mouse", "Touch", "Keys"])
    }

    @Test("A whole row laid by keys alone clears")
    func rowByKeys() {
        let f = DropitFixture { $0[DropitSettings.obstacle] = false }
        press(f, .home)
        for column in 0..<f.scene.columns {
            if column > 0 { press(f, .right) }
            press(f, .enter)
            f.run(seconds: 0.3)
        }
        f.runUntilStasis()
        #expect(f.scene.rowsCleared == 1)
    }
}
