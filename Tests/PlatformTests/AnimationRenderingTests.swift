import Foundation
import KitTestSupport
import Testing

@testable import Kit
@testable import Platform

/// Views turned in 3D and flip transitions drawn by the real SDL software renderer, checked pixel by pixel.
@MainActor
@Suite("Animation rendering: perspective and transitions", .serialized)
struct AnimationRenderingTests {
    private static let red = Color(hex: 0xD02020)
    private static let blue = Color(hex: 0x2040D0)

    /// A 400×300 window with a 200×200 red card in the middle, drawn once so snapshots have a canvas.
    @MainActor
    private struct Stage {
        let target: OffscreenTarget
        let clock = TestClock()
        let window: Window
        let card = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
        /// Text across the card's middle, so a shearing texture would show.
        let label = Label(
            text: "OLD", style: TextStyle(size: 56, weight: .bold, color: .white, alignment: .center),
            frame: Rect(x: 0, y: 60, width: 200, height: 80))

        init() throws {
            window = Window(size: Size(width: 400, height: 300), clock: clock)
            target = try OffscreenTarget(size: Size(width: 400, height: 300))
            window.rootView.backgroundColor = .white
            card.backgroundColor = AnimationRenderingTests.red
            card.cornerRadius = 12
            card.addSubview(label)
            window.rootView.addSubview(card)
            clock.tick(window, at: 0)
            render()
        }

        func render() {
            target.draw(background: .white) { window.render(in: $0) }
        }

        func tick(_ seconds: Double) {
            clock.tick(window, at: seconds)
            render()
        }

        /// Rows in column `x` whose pixel is close to `color`.
        func height(ofColumn x: Int, matching color: Color) -> Int {
            (0..<300).filter { AnimationRenderingTests.near(target.pixel(x: x, y: $0), color) }.count
        }

        /// The leftmost and rightmost columns holding `color`.
        func horizontalExtent(of color: Color) -> ClosedRange<Int>? {
            let columns = (0..<400).filter { x in
                stride(from: 0, to: 300, by: 2).contains {
                    AnimationRenderingTests.near(target.pixel(x: x, y: $0), color)
                }
            }
            guard let first = columns.first, let last = columns.last else { return nil }
            return first...last
        }

        /// Saves the frame for a person to look at: into $KINETIC_SCREENSHOT_DIR when set, else the temp folder.
        func save(_ name: String) throws {
            let folder =
                ProcessInfo.processInfo.environment["KINETIC_SCREENSHOT_DIR"]
                ?? FileManager.default.temporaryDirectory.path
            try target.savePNG(to: "\(folder)/\(name)")
        }
    }

    static func near(_ a: Color, _ b: Color, tolerance: Double = 6.0 / 255) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    @Test("A flip from the left, mid-way: the old side turns away with its far (right) edge shorter than its near edge")
    func flipMidwayHasPerspective() throws {
        let stage = try Stage()
        let card = stage.card
        let label = stage.label
        View.transition(with: card, duration: 1, options: .transitionFlipFromLeft) {
            card.backgroundColor = Self.blue
            label.text = "NEW"
        }
        stage.tick(0.35)  // ease-in-out: about 28 % through, 50° into the turn, still the old (red) side
        try stage.save("flip-midway.png")
        let extent = try #require(stage.horizontalExtent(of: Self.red))
        #expect(extent.count < 180, "turned, the card is narrower than its 200 pt")
        let near = stage.height(ofColumn: extent.lowerBound + 2, matching: Self.red)
        let far = stage.height(ofColumn: extent.upperBound - 2, matching: Self.red)
        #expect(near > 200, "the near edge comes toward the viewer and grows: \(near)")
        #expect(far < 190, "the far edge recedes and shrinks: \(far)")
        #expect(stage.horizontalExtent(of: Self.blue) == nil, "the new side is not shown before halfway")
    }

    @Test("Past halfway a flip shows the new content turning in, then the card lies flat again")
    func flipSecondHalfShowsNewContent() throws {
        let stage = try Stage()
        let card = stage.card
        let label = stage.label
        var finished: Bool?
        View.transition(with: card, duration: 1, options: .transitionFlipFromRight) {
            card.backgroundColor = Self.blue
            label.text = "NEW"
        } completion: {
            finished = $0
        }
        stage.tick(0.7)
        try stage.save("flip-second-half.png")
        let extent = try #require(stage.horizontalExtent(of: Self.blue))
        #expect(stage.horizontalExtent(of: Self.red) == nil)
        // From the right: the right edge came toward the viewer first; turning in, the new side's left edge is near.
        let left = stage.height(ofColumn: extent.lowerBound + 2, matching: Self.blue)
        let right = stage.height(ofColumn: extent.upperBound - 2, matching: Self.blue)
        #expect(left != right)
        stage.tick(1)
        #expect(finished == true)
        #expect(stage.horizontalExtent(of: Self.blue) == 100...299)
        #expect(stage.height(ofColumn: 150, matching: Self.blue) > 150, "flat again (the label's text aside)")
        try stage.save("flip-done.png")
    }

    @Test("A cross-dissolve half-way mixes the old and new content evenly")
    func crossDissolveMixes() throws {
        let stage = try Stage()
        let card = stage.card
        View.transition(with: card, duration: 1, options: .transitionCrossDissolve) {
            card.backgroundColor = Self.blue
        }
        stage.tick(0.5)
        let mixed = stage.target.pixel(x: 200, y: 70)
        let expected = Color(
            red: (Self.red.red + Self.blue.red) / 2, green: (Self.red.green + Self.blue.green) / 2,
            blue: (Self.red.blue + Self.blue.blue) / 2)
        #expect(Self.near(mixed, expected, tolerance: 8.0 / 255), "\(mixed)")
        stage.tick(1)
        #expect(Self.near(stage.target.pixel(x: 200, y: 70), Self.blue))
    }

    @Test("A view tipped about the X axis draws its subviews in perspective: top edge wider than the bottom")
    func tiltedViewProjectsItsContent() throws {
        let stage = try Stage()
        let stripe = View(frame: Rect(x: 0, y: 0, width: 200, height: 20))
        stripe.backgroundColor = Self.blue
        stage.card.addSubview(stripe)
        let bottomStripe = View(frame: Rect(x: 0, y: 180, width: 200, height: 20))
        bottomStripe.backgroundColor = Self.blue
        stage.card.addSubview(bottomStripe)
        stage.card.transform3D = Transform3D(rotationX: 0.7, perspectiveDistance: 400)
        stage.render()
        try stage.save("tilted-x.png")
        func blueWidth(row y: Int) -> Int {
            (0..<400).filter { Self.near(stage.target.pixel(x: $0, y: y), Self.blue) }.count
        }
        let top = stage.card.convertToWindow(Point(x: 100, y: 10))
        let bottom = stage.card.convertToWindow(Point(x: 100, y: 190))
        let topWidth = blueWidth(row: Int(top.y.rounded()))
        let bottomWidth = blueWidth(row: Int(bottom.y.rounded()))
        #expect(topWidth > 200, "the top tips toward the viewer: \(topWidth)")
        #expect(bottomWidth < 200, "the bottom recedes: \(bottomWidth)")
        // Hit-testing agrees with what is drawn: the projected top stripe is hit at its drawn place.
        #expect(stage.window.rootView.hitTest(top) === stripe)
    }

    @Test("Drawing into offscreen layers restores the canvas: what follows is drawn normally")
    func layersRestoreTheCanvas() throws {
        let stage = try Stage()
        stage.card.transform3D = Transform3D(rotationY: 0.3)
        let after = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        after.backgroundColor = Self.blue
        stage.window.rootView.addSubview(after)
        stage.render()
        #expect(Self.near(stage.target.pixel(x: 20, y: 20), Self.blue))
        #expect(Self.near(stage.target.pixel(x: 60, y: 20), .white))
    }
}
