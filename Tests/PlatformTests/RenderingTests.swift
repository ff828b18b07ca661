import Foundation
import Testing

@testable import Kit
@testable import Platform

/// Headless rendering through the real SDL software renderer, checked pixel by pixel. One serialized suite:
/// SDL's global state is not for concurrent use.
@MainActor
@Suite("Headless rendering", .serialized)
struct RenderingTests {
    private func near(_ a: Color, _ b: Color, tolerance: Double = 2.0 / 255) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    @Test("A view's background fills exactly its frame")
    func backgroundFill() throws {
        let target = try OffscreenTarget(size: Size(width: 100, height: 100))
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let box = View(frame: Rect(x: 20, y: 30, width: 40, height: 20))
        box.backgroundColor = Color(hex: 0xFF0000)
        root.addSubview(box)
        target.render(root, background: .white)
        #expect(near(target.pixel(x: 25, y: 35), Color(hex: 0xFF0000)))
        #expect(near(target.pixel(x: 59, y: 49), Color(hex: 0xFF0000)))
        #expect(near(target.pixel(x: 61, y: 35), .white))
        #expect(near(target.pixel(x: 25, y: 51), .white))
    }

    @Test("Half-transparent views blend with what is below")
    func alphaBlending() throws {
        let target = try OffscreenTarget(size: Size(width: 50, height: 50))
        let root = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let box = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        box.backgroundColor = .black
        box.alpha = 0.5
        root.addSubview(box)
        target.render(root, background: .white)
        #expect(near(target.pixel(x: 25, y: 25), Color(red: 0.5, green: 0.5, blue: 0.5), tolerance: 3.0 / 255))
    }

    @Test("Rounded corners leave the corner pixel unpainted")
    func roundedCorners() throws {
        let target = try OffscreenTarget(size: Size(width: 100, height: 100))
        target.draw(background: .white) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 30, color: .black)
        }
        #expect(near(target.pixel(x: 1, y: 1), .white))
        #expect(near(target.pixel(x: 50, y: 50), .black))
        #expect(near(target.pixel(x: 50, y: 1), .black))
    }

    @Test("Text is drawn in the style's colour inside its rect")
    func textIsDrawn() throws {
        let target = try OffscreenTarget(size: Size(width: 200, height: 60))
        target.draw(background: .black) { canvas in
            canvas.draw(
                "Kinetic", in: Rect(x: 0, y: 0, width: 200, height: 60),
                style: TextStyle(size: 32, weight: .bold, color: Color(hex: 0x00FF00), alignment: .center))
        }
        var green = 0
        var outside = 0
        for y in 0..<60 {
            for x in 0..<200 {
                let pixel = target.pixel(x: x, y: y)
                if pixel.green > 0.9 && pixel.red < 0.1 { green += 1 }
                if pixel.red > 0.1 { outside += 1 }
            }
        }
        #expect(green > 300)
        #expect(outside == 0)
        #expect(target.pixel(x: 2, y: 2).green < 0.1)
    }

    @Test("An SVG is rasterised at the drawn size, with its own colours")
    func svgIsDrawn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-test-\(UUID()).svg").path
        let svg =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="10" fill="#0000ff"/><rect x="5" width="5" height="10" fill="#ffff00"/></svg>"##
        try svg.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try ImageLoader.image(at: path)
        #expect(image.naturalSize == Size(width: 10, height: 10))
        let target = try OffscreenTarget(size: Size(width: 200, height: 200))
        let view = ImageView(image: image, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        target.render(view, background: .black)
        #expect(near(target.pixel(x: 50, y: 100), Color(hex: 0x0000FF)))
        #expect(near(target.pixel(x: 150, y: 100), Color(hex: 0xFFFF00)))
        #expect(near(target.pixel(x: 97, y: 100), Color(hex: 0x0000FF)))
    }

    @Test("A missing resource names every path searched")
    func missingResource() {
        let locator = ResourceLocator(searchPaths: ["/nowhere/a", "/nowhere/b"])
        #expect(
            throws: PlatformError.missingResource(name: "x.svg", searched: ["/nowhere/a/x.svg", "/nowhere/b/x.svg"])
        ) {
            try locator.path(for: "x.svg")
        }
        let message = PlatformError.missingResource(name: "x.svg", searched: ["/nowhere/a/x.svg"]).description
        #expect(message.contains("/nowhere/a/x.svg"))
    }

    @Test("The app's own artwork is found in the source tree and loads")
    func bundledArtwork() throws {
        let locator = ResourceLocator.standard(environment: [:])
        for name in ["images/tower-dusk.svg", "images/monogram.svg", "icons/crossfade.svg", "icons/kinetic.svg"] {
            let image = try ImageLoader.image(at: locator.path(for: name))
            #expect(image.naturalSize.width > 0)
        }
    }

    @Test("Tessellated outlines pair up for strokes and fans cover the shape")
    func tessellation() {
        let outline = Tessellation.roundedRectOutline(Rect(x: 0, y: 0, width: 10, height: 10), radius: 0, segments: 3)
        #expect(outline.count == 16)
        #expect(Tessellation.fanIndices(count: 5).count == 9)
        #expect(Tessellation.ringIndices(count: 4).count == 24)
        #expect(Tessellation.cornerSegments(radiusInPixels: 0) == Tessellation.minimumCornerSegments)
        #expect(Tessellation.cornerSegments(radiusInPixels: 1000) == Tessellation.maximumCornerSegments)
    }
}
