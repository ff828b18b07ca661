import Dispatch
import Kit

/// Loads the pictures a user chooses off the main thread: header check, decode and (for a bitmap) the texture
/// ready before the completion runs, so the window keeps drawing however slow the decode and shows the picture
/// complete on its first frame.
///
/// Results come back through the main-loop mailbox, which also wakes the loop. Decodes run one at a time, so
/// two large pictures never hold their pixels at once.
@MainActor
public final class BackgroundImageLoader {
    private let mailbox: MainLoopMailbox
    private let textures: TextureCache
    private weak var window: Window?
    private let queue: DispatchQueue
    /// The most pixels a picture is kept at (the screen's size): more could never be shown.
    private let fittingBounds: (width: Int32, height: Int32)?
    /// Bitmaps being decoded for a texture that went missing (evicted), so each is decoded once.
    private var redecoding: Set<String> = []

    /// - Parameters:
    ///   - fittingWithin: pixels are shrunk to fit within this size (the screen's) before they reach the main
    ///     thread; nil keeps them whole.
    ///   - queue: where decodes run; a serial background queue unless a test holds one.
    init(
        mailbox: MainLoopMailbox, textures: TextureCache, window: Window?,
        fittingWithin: (width: Int32, height: Int32)? = nil, queue: DispatchQueue? = nil
    ) {
        self.mailbox = mailbox
        fittingBounds = fittingWithin
        self.textures = textures
        self.window = window
        self.queue = queue ?? DispatchQueue(label: "kinetic.images", qos: .userInitiated)
        textures.backgroundLoader = self
    }

    /// Checks and decodes `path` in the background; `completion` runs on the main loop with the image (its
    /// texture already made) or why it cannot be shown.
    public func load(_ path: String, completion: @escaping @MainActor (Result<Image, ImageLoadError>) -> Void) {
        let mailbox = mailbox
        let bounds = fittingBounds
        let done = MainLoopClosure(completion)
        queue.async {
            let outcome = Result { () throws(ImageLoadError) in try ImageDecoder.prepare(path, fittingWithin: bounds) }
            mailbox.post { [weak self] in
                if case .success(let prepared) = outcome { self?.adopt(prepared) }
                done.value(outcome.map(\.image))
            }
        }
    }

    /// Decodes a bitmap whose texture was evicted, drawing nothing for it meanwhile.
    func redecode(_ image: Image) {
        guard redecoding.insert(image.path).inserted else { return }
        load(image.path) { [weak self] result in
            guard let self else { return }
            redecoding.remove(image.path)
            if case .failure = result { textures.markFailed(image.path) }
            window?.setNeedsDisplay()
        }
    }

    func isRedecoding(_ image: Image) -> Bool {
        redecoding.contains(image.path)
    }

    private func adopt(_ prepared: PreparedImage) {
        guard let pixels = prepared.pixels else { return }
        textures.adopt(pixels, for: prepared.image)
    }
}

/// Carries a main-actor completion across the background hop; it is only ever called on the main loop.
private struct MainLoopClosure<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
