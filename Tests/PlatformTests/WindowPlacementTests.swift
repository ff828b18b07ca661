import Kit
import Platform
import Testing

@Suite("Window placement: remembered geometry fitted onto a display")
struct WindowPlacementTests {
    private let primary = Rect(x: 0, y: 0, width: 1920, height: 1050)
    private let leftOfPrimary = Rect(x: -1280, y: 0, width: 1280, height: 1000)

    @Test("A remembered size larger than the display shrinks to its usable area; the corner moves on screen")
    func shrinksAndMovesOnScreen() {
        let placed = WindowPlacement.fitting(
            size: Size(width: 5000, height: 4000), fitsSize: true, position: Point(x: 3000, y: 2000),
            displays: [primary])
        #expect(placed == WindowPlacement(size: Size(width: 1920, height: 1050), position: Point(x: 0, y: 0)))
    }

    @Test("A corner on a second display to the left stays there; one off every display goes to the nearest")
    func secondDisplay() {
        let displays = [primary, leftOfPrimary]
        let size = Size(width: 800, height: 600)
        let onLeft = WindowPlacement.fitting(
            size: size, fitsSize: true, position: Point(x: -900, y: 100), displays: displays)
        #expect(onLeft.position == Point(x: -900, y: 100))
        let farLeft = WindowPlacement.fitting(
            size: size, fitsSize: true, position: Point(x: -9000, y: 100), displays: displays)
        #expect(farLeft.position == Point(x: -1280, y: 100))
        let below = WindowPlacement.fitting(
            size: size, fitsSize: true, position: Point(x: 1800, y: 5000), displays: displays)
        #expect(below.position == Point(x: 1120, y: 450))
    }

    @Test("A size asked for on the command line is kept; its corner starts at the display's edge when wider")
    func askedSizeIsKept() {
        let placed = WindowPlacement.fitting(
            size: Size(width: 2400, height: 800), fitsSize: false, position: Point(x: 300, y: 40), displays: [primary])
        #expect(placed == WindowPlacement(size: Size(width: 2400, height: 800), position: Point(x: 0, y: 40)))
    }

    @Test("With no display known (headless) nothing moves, and no position stays centred")
    func noDisplays() {
        let size = Size(width: 5000, height: 4000)
        #expect(WindowPlacement.fitting(size: size, fitsSize: true, position: nil, displays: []).size == size)
        #expect(WindowPlacement.fitting(size: size, fitsSize: true, position: nil, displays: [primary]).position == nil)
    }

    @Test(
        "Any value becomes an SDL integer without trapping: rounded, held to Int32, 0 when not finite",
        arguments: [
            (Double.nan, Int32(0)), (.infinity, 0), (-.infinity, 0), (1e300, .max), (-3e9, .min), (12.6, 13),
            (-7.4, -7),
        ])
    func sdlIntegers(value: Double, expected: Int32) {
        #expect(WindowPlacement.sdlInteger(value) == expected)
    }
}
