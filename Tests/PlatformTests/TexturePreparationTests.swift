import Foundation
import Testing

@testable import Kit
@testable import Platform

/// A picture about to replace the one on screen (`ImageView.upcomingImage`, `Canvas.prepare`) keeps its texture,
/// so the frame that swaps it in does not stop to load it.
@MainActor
@Suite("Texture preparation", .serialized)
struct TexturePreparationTests {
    /// Rendered frames: more than the texture cache keeps an undrawn texture for.
    private static let framesPastTheLimit = Int(TextureCache.unusedFrameLimit) + 10

    /// Two SVG pictures in a fresh folder, removed by the caller.
    private func pictures() throws -> (shown: Image, upcoming: Image, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-prepare-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var images: [Image] = []
        for (name, colour) in [("shown", "#3366ff"), ("upcoming", "#ffcc00")] {
            let path = folder.appendingPathComponent("\(name).svg").path
            let svg = """
                <svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">\
                <rect width="40" height="30" fill="\(colour)"/></svg>
                """
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
            images.append(try ImageLoader.image(at: path))
        }
        return (images[0], images[1], folder)
    }

    @Test("The upcoming picture's texture outlives the frames an undrawn texture is kept for")
    func upcomingPictureStaysLoaded() throws {
        let (shown, upcoming, folder) = try pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = try OffscreenTarget(size: Size(width: 200, height: 150))
        let view = ImageView(image: upcoming, frame: Rect(x: 0, y: 0, width: 200, height: 150))
        target.render(view)
        view.image = shown
        view.upcomingImage = upcoming
        for _ in 0..<Self.framesPastTheLimit { target.render(view) }
        #expect(target.canvas.textures.holdsTexture(of: upcoming.path))
        view.upcomingImage = nil
        for _ in 0..<Self.framesPastTheLimit { target.render(view) }
        #expect(!target.canvas.textures.holdsTexture(of: upcoming.path), "without it, the texture goes as before")
    }

    @Test("Prepared, the picture draws from the kept texture: the swap makes none")
    func swapMakesNoTexture() throws {
        let (shown, upcoming, folder) = try pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = try OffscreenTarget(size: Size(width: 200, height: 150))
        let view = ImageView(image: shown, frame: Rect(x: 0, y: 0, width: 200, height: 150))
        view.upcomingImage = upcoming
        for _ in 0..<Self.framesPastTheLimit { target.render(view) }
        let made = target.canvas.textures.texturesMade
        view.image = upcoming
        view.upcomingImage = shown
        target.render(view)
        #expect(target.canvas.textures.texturesMade == made)
        #expect(target.pixel(x: 100, y: 75).red > 0.9, "the upcoming picture (yellow) is on screen")
    }

    @Test("While the view is scaled for a moment, the upcoming picture keeps its texture and makes no other")
    func scaledViewMakesNoRasterisation() throws {
        let (shown, upcoming, folder) = try pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = try OffscreenTarget(size: Size(width: 200, height: 150))
        let view = ImageView(image: shown, frame: Rect(x: 0, y: 0, width: 200, height: 150))
        view.upcomingImage = upcoming
        target.render(view)
        target.render(view)
        for step in 1...20 {
            let scale = 1 - Double(step) * 0.004
            target.draw { canvas in
                canvas.concatenate(AffineTransform(scaleX: scale, y: scale))
                view.render(in: canvas)
            }
        }
        #expect(target.canvas.textures.textureCount(of: upcoming.path) == 1)
    }
}
