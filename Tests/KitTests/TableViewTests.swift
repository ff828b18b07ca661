import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("Grouped table and scrolling")
struct TableViewTests {
    /// A table of `sectionCount` sections of three rows, each row holding a control, in a short window.
    @MainActor
    private final class Fixture {
        let window: Window
        let table = TableView()
        var controls: [Control] = []
        let clock = TestClock()

        init(sectionCount: Int, height: Double = 400) {
            window = Window(size: Size(width: 600, height: height), clock: clock)
            let scene = Scene(name: "test", title: "Test", tabIcon: nil)
            window.setRootScene(scene)
            scene.view.addSubview(table)
            table.frame = scene.view.bounds
            table.sections = (0..<sectionCount).map { section in
                TableSection(
                    header: "Section \(section)", footer: "Help for section \(section).",
                    cells: (0..<3).map { row in
                        let control = Control()
                        control.accessibilityIdentifier = "control.\(section).\(row)"
                        self.controls.append(control)
                        return TableCell(title: "Row \(row)", detail: "Value", accessory: control)
                    })
            }
            clock.tick(window, at: 0)
        }

        func drag(from start: Point, by dy: Double) {
            window.handle(PointerEvent(phase: .down, location: start, timestamp: clock.now))
            for step in 1...10 {
                let point = Point(x: start.x, y: start.y + dy * Double(step) / 10)
                window.handle(PointerEvent(phase: .moved, location: point, timestamp: clock.now + Double(step) * 0.1))
            }
            let end = Point(x: start.x, y: start.y + dy)
            window.handle(PointerEvent(phase: .up, location: end, timestamp: clock.now + 1.2))
        }
    }

    @Test("Rows stack inside rounded cards, below their section header, in order")
    func layout() {
        let f = Fixture(sectionCount: 2, height: 800)
        let first = f.table.allCells[0].frameInWindow
        let second = f.table.allCells[1].frameInWindow
        #expect(second.minY == first.maxY, "rows of one section touch")
        #expect(first.height == TableCell.standardHeight)
        let nextSection = f.table.allCells[3].frameInWindow
        #expect(nextSection.minY > second.maxY + TableView.headerHeight, "a header and a footer separate sections")
        #expect(!f.table.isScrollable, "two sections fit in 800 points")
    }

    @Test("A table taller than the window scrolls with a drag on a row, staying within its content")
    func dragScrolls() {
        let f = Fixture(sectionCount: 5)
        #expect(f.table.isScrollable)
        let title = f.table.allCells[0].titleLabel.frameInWindow.center
        f.drag(from: title, by: -150)
        #expect(f.table.contentOffset > 100)
        f.clock.tick(f.window, at: 5)
        f.drag(from: title, by: 5000)
        f.clock.tick(f.window, at: 10)
        #expect(f.table.contentOffset == 0, "never scrolls above the top")
    }

    @Test("A drag that starts on a control belongs to the control, not the scroll")
    func dragOnControlDoesNotScroll() {
        let f = Fixture(sectionCount: 5)
        let control = f.controls[0].frameInWindow.center
        f.drag(from: control, by: -150)
        #expect(f.table.contentOffset == 0)
    }

    @Test("Tabbing to a control below the fold scrolls it into view")
    func focusRevealsControl() {
        let f = Fixture(sectionCount: 5)
        let last = f.controls.last!
        #expect(last.frameInWindow.minY > 400)
        f.window.setFocus(last)
        f.clock.tick(f.window, at: 1)
        #expect(last.frameInWindow.maxY <= 400)
        #expect(last.frameInWindow.minY >= 0)
    }
}

@MainActor
@Suite("Scroll wheel")
struct ScrollWheelTests {
    @Test("The wheel over a row scrolls the table, and stops at the ends")
    func wheelScrolls() {
        let clock = TestClock()
        let window = Window(size: Size(width: 400, height: 300), clock: clock)
        let scene = Scene(name: "test", title: "Test", tabIcon: nil)
        window.setRootScene(scene)
        let table = TableView(frame: scene.view.bounds)
        scene.view.addSubview(table)
        table.sections = [TableSection(header: "Many", cells: (0..<20).map { TableCell(title: "Row \($0)") })]
        clock.tick(window, at: 1)
        let overRow = table.allCells[1].frameInWindow.center
        window.handle(ScrollEvent(location: overRow, delta: Point(x: 0, y: 120), timestamp: clock.now))
        #expect(table.contentOffset == 120)
        window.handle(ScrollEvent(location: overRow, delta: Point(x: 0, y: -500), timestamp: clock.now))
        #expect(table.contentOffset == 0)
    }
}
