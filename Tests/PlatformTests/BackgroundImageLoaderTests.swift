import Dispatch
import Foundation
import Testing

@testable import Kit
@testable import Platform

/// The loader decodes off the main thread and hands the picture back through the main-loop mailbox with its
/// texture made, so the window keeps drawing however slow the decode.
@MainActor
@Suite("Background image loading", .serialized)
struct BackgroundImageLoaderTests {
    /// A loader on a queue the test holds, drawing into an offscreen target.
    @MainActor
    private struct Fixture {
        let target: OffscreenTarget
        let mailbox = MainLoopMailbox()
        let queue = DispatchQueue(label: "test.images")
        let loader: BackgroundImageLoader

        init() throws {
            target = try OffscreenTarget(size: Size(width: 60, height: 40))
            loader = BackgroundImageLoader(
                mailbox: mailbox, textures: target.canvas.textures, window: nil, queue: queue)
        }

        /// Lets the held decodes run, then delivers their results as the main loop would.
        func finishDecodes() {
            queue.resume()
            queue.sync {}
            mailbox.drain()
        }
    }

    @Test("A load returns at once; the picture arrives through the mailbox, ready to draw")
    func loadsOffTheMainThread() throws {
        let f = try Fixture()
        let path = ImageSamples.directory.appendingPathComponent("sample.png").path
        var outcome: Result<Image, ImageLoadError>?
        f.queue.suspend()
        f.loader.load(path) { outcome = $0 }
        f.mailbox.drain()
        #expect(outcome == nil, "nothing may arrive while the decode is held: it runs off the main thread")
        f.finishDecodes()
        let image = try #require(try outcome?.get())
        #expect(image.naturalSize == Size(width: 6, height: 4))
        f.target.render(ImageView(image: image, frame: Rect(x: 0, y: 0, width: 60, height: 40)), background: .black)
        let left = f.target.pixel(x: 10, y: 20)
        let right = f.target.pixel(x: 50, y: 20)
        #expect(left.red > 0.8 && right.green > 0.5, "the texture was made from the background decode")
    }

    @Test("A refused picture arrives as the reason, through the same mailbox")
    func refusalArrives() throws {
        let f = try Fixture()
        let path = ImageSamples.write(HandMadePNG.make(width: 60_000, height: 60_000, dataBytes: 10), name: "huge.png")
        var outcome: Result<Image, ImageLoadError>?
        f.queue.suspend()
        f.loader.load(path) { outcome = $0 }
        f.finishDecodes()
        #expect(throws: ImageLoadError(.tooLarge, "60000 × 60000 px is past the 16384 px limit for a side")) {
            try outcome?.get()
        }
    }

    @Test("A large bitmap drawn without its texture is decoded in the background, drawn as nothing meanwhile")
    func missingTextureDecodesInBackground() throws {
        let f = try Fixture()
        let (width, height) = (1_100, 1_000)
        let path = ImageSamples.write(
            HandMadePNG.make(width: width, height: height, dataBytes: (width + 1) * height), name: "black.png")
        let image = Image(path: path, naturalSize: Size(width: Double(width), height: Double(height)))
        let view = ImageView(image: image, frame: Rect(x: 0, y: 0, width: 60, height: 40))
        f.queue.suspend()
        f.target.render(view, background: .white)
        #expect(f.target.pixel(x: 30, y: 20) == .white, "neither the picture nor a placeholder while it decodes")
        #expect(f.target.canvas.textures.isDecoding(image))
        f.finishDecodes()
        f.target.render(view, background: .white)
        #expect(f.target.pixel(x: 30, y: 20).red < 0.1, "the decoded picture (black) once it arrived")
    }
}
