import Kit
import Testing

@testable import Kinetic
@testable import KineticAssembly

@Suite("Window geometry from the command line and state.plist")
struct WindowGeometryTests {
    @Test("A size is WIDTHxHEIGHT with each side from 1 to 16384 points")
    func validSizes() throws {
        #expect(try WindowGeometry.parseSize("1024x720") == Size(width: 1024, height: 720))
        #expect(try WindowGeometry.parseSize("800X600") == Size(width: 800, height: 600))
        #expect(try WindowGeometry.parseSize("1x16384") == Size(width: 1, height: 16384))
        #expect(try WindowGeometry.parseSize("640.5x480") == Size(width: 640.5, height: 480))
    }

    @Test(
        "Sizes no display could show, and malformed ones, are refused with the rule",
        arguments: [
            "-5x10", "infxinf", "3000000000x480", "nanx480", "0x480", "16385x480", "1024", "x", "1024x720x3", "",
        ])
    func invalidSizes(argument: String) {
        #expect(throws: WindowGeometry.InvalidSize.self) { try WindowGeometry.parseSize(argument) }
        #expect(String(describing: WindowGeometry.InvalidSize()).contains("WIDTHxHEIGHT"))
    }

    @Test(
        "A remembered size no display could show is dropped with one line naming it; the position stays",
        arguments: [Double.nan, .infinity, -.infinity, 1e300, 3e9, -50, 0])
    func absurdRememberedSize(width: Double) throws {
        let checked = WindowGeometry.remembered(width: width, height: 720, x: 10, y: 20)
        #expect(checked.size == nil)
        #expect(checked.position == Point(x: 10, y: 20))
        let problem = try #require(checked.problem)
        #expect(problem.contains("size \(WindowGeometry.format(width))x720"))
        #expect(!problem.contains("\n"))
    }

    @Test(
        "A remembered position far off any desktop is dropped; a negative one (a display left of the first) stays",
        arguments: [Double.nan, .infinity, 1e300, 3e9, -3e9])
    func absurdRememberedPosition(x: Double) throws {
        let checked = WindowGeometry.remembered(width: 800, height: 600, x: x, y: 20)
        #expect(checked.size == Size(width: 800, height: 600))
        #expect(checked.position == nil)
        #expect(try #require(checked.problem).contains("position"))
        #expect(
            WindowGeometry.remembered(width: 800, height: 600, x: -1200, y: -40).position == Point(x: -1200, y: -40))
    }

    @Test("Sound or missing geometry needs no message; both parts bad make one line")
    func messages() {
        #expect(WindowGeometry.remembered(width: 800, height: 600, x: 5, y: 5).problem == nil)
        #expect(WindowGeometry.remembered(width: nil, height: nil, x: nil, y: nil) == .init())
        #expect(WindowGeometry.remembered(width: 800, height: nil, x: nil, y: 3).problem == nil)
        let both = WindowGeometry.remembered(width: .nan, height: 600, x: .infinity, y: 0)
        #expect(both.problem?.contains("size") == true && both.problem?.contains("position") == true)
        #expect(both.problem?.contains("\n") == false)
    }
}
