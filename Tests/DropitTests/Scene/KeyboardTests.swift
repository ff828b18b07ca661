import Kit
import Testing

@testable import Dropit

@MainActor
@Suite("Dropit by keyboard: a marker chooses the column, Space or Return drops there")
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

    @Test("Space and Return drop into the marked column; a held key does not repeat the drop")
    func keysDrop() {
        let f = DropitFixture { $0[DropitSettings.obstacle] = false }
        press(f, .home)
        press(f, .space)
        press(f, .space, isRepeat: true)
        f.run(seconds: 0.5)
        for _ in 0..<3 { press(f, .right) }
        press(f, .enter)
        f.runUntilStasis()
        #expect(columns(f) == [0, 3])
        #expect(f.events("square.dropped").count == 2)
    }

    @Test("A whole row laid by keys alone clears")
    func rowByKeys() {
        let f = DropitFixture { $0[DropitSettings.obstacle] = false }
        press(f, .home)
        for column in 0..<f.scene.columns {
            if column > 0 { press(f, .right) }
            press(f, .space)
            f.run(seconds: 0.3)
        }
        f.runUntilStasis()
        #expect(f.scene.rowsCleared == 1)
    }

    @Test("A column full to the top sends the square to the nearest column with room")
    func fullColumnGoesNext() {
        let f = DropitFixture { $0[DropitSettings.obstacle] = false }
        press(f, .home)
        var dropped: [Int] = []
        for _ in 0..<40 {
            guard let square = f.scene.dropSquare(aimedAt: 0) else { break }
            f.run(seconds: 0.4)
            dropped.append(Int(square.center.x / f.scene.pitch))
            if dropped.last != 0 { break }
        }
        #expect(dropped.dropLast().allSatisfy { $0 == 0 } && dropped.last == 1, "column 0 filled, then the next")
    }
}
