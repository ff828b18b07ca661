import Testing

@testable import Dropit

@Suite("Dropit's score and levels")
struct ScoringTests {
    @Test("rows cleared at once score more than the same rows one by one, and more at higher levels")
    func points() {
        #expect(Scoring.points(rows: 1, level: 1) == 100)
        #expect(Scoring.points(rows: 2, level: 1) == 300)
        #expect(Scoring.points(rows: 3, level: 1) == 500)
        #expect(Scoring.points(rows: 4, level: 1) == 800)
        #expect(Scoring.points(rows: 6, level: 1) == 1_600, "400 for each row past four")
        #expect(Scoring.points(rows: 2, level: 3) == 900)
        #expect(Scoring.points(rows: 0, level: 5) == 0)
        #expect(Scoring.points(rows: 2, level: 1, table: [10, 20]) == 20, "the table is the caller's to change")
    }

    @Test("a score reads with thousands grouped; a wait in seconds to a tenth")
    func texts() {
        #expect(Scoring.text(0) == "0")
        #expect(Scoring.text(900) == "900")
        #expect(Scoring.text(12_480) == "12,480")
        #expect(Scoring.text(1_234_567) == "1,234,567")
        #expect(Levels.text(seconds: 3) == "3 s")
        #expect(Levels.text(seconds: 2.55) == "2.6 s")
    }

    @Test("every four rows is a level; from level 2 squares drop by themselves, sooner each level, never too soon")
    func levels() {
        #expect(Levels.level(forRows: 0) == 1 && Levels.level(forRows: 3) == 1)
        #expect(Levels.level(forRows: 4) == 2 && Levels.level(forRows: 9) == 3)
        #expect(Levels.rowsToNextLevel(after: 0) == 4 && Levels.rowsToNextLevel(after: 5) == 3)
        #expect(Levels.dropInterval(level: 1) == nil)
        #expect(Levels.dropInterval(level: 2) == DropitTuning.firstDropInterval)
        let intervals = (2...30).compactMap(Levels.dropInterval)
        #expect(zip(intervals, intervals.dropFirst()).allSatisfy { $0 >= $1 }, "never slower")
        #expect(intervals[1] < intervals[0])
        #expect(intervals.last == DropitTuning.shortestDropInterval)
    }
}

@Suite("The countdown to the next automatic drop")
struct DropTimerTests {
    @Test("it runs from a drop, stands still through a pause keeping what was left, and goes on from there")
    func countdown() {
        var timer = DropTimer()
        #expect(timer.shareLeft(at: 0) == nil && !timer.isDue(at: 100), "off until a level has automatic drops")
        timer.restart(interval: 2, at: 10)
        #expect(timer.due == 12 && timer.shareLeft(at: 11) == 0.5)
        #expect(!timer.isDue(at: 11.9) && timer.isDue(at: 12))
        timer.freeze(at: 11.5)
        #expect(timer.due == nil && timer.remaining == 0.5 && timer.shareLeft(at: 50) == 0.25)
        #expect(!timer.isDue(at: 50), "nothing is due while it stands still")
        timer.thaw(at: 60)
        #expect(timer.due == 60.5)
        timer.stop()
        #expect(timer == DropTimer())
    }
}

@Suite("Rows cleared together")
struct ComboTests {
    @Test("a clear within the combo window joins the one before; a later one starts afresh")
    func window() {
        var combo = Combo()
        #expect(combo.add(1, at: 10) == (0, 1))
        #expect(combo.add(1, at: 10 + DropitTuning.comboWindow) == (1, 2))
        #expect(combo.add(2, at: 12) == (2, 4))
        #expect(combo.add(1, at: 12 + DropitTuning.comboWindow + 0.01) == (0, 1))
    }
}
