import Kit

/// The two pictures the button alternates between, which of them is on screen, and the loading of a dropped or
/// opened picture that replaces one. Loads run off the main thread and may overlap, so each is numbered and only
/// the latest one's picture lands.
struct CrossfadePictures {
    /// The pictures in slots 0 and 1.
    var images: [Image]
    /// The slot on screen; a crossfade goes to the other.
    var shownIndex = 0
    /// Reads a picture file into an image off the main thread (the Platform's loader) and calls back on the main
    /// loop with the image or why it cannot be shown; nil disables drops.
    var loadImage: ImageLoading?
    /// Called after the user replaced an image, with both images (the app remembers their paths).
    var onImagesChanged: (@MainActor ([Image]) -> Void)?
    /// Counts the loads started, so only the latest one's picture lands.
    private var loads = 0

    init(_ first: Image, _ second: Image) {
        images = [first, second]
    }

    /// The slot not on screen, where a crossfade goes.
    var hiddenIndex: Int { 1 - shownIndex }

    /// Numbers a new load; an earlier one still running no longer lands.
    mutating func startLoad() -> Int {
        loads += 1
        return loads
    }

    /// Whether the load numbered `load` is the latest started.
    func isLatestLoad(_ load: Int) -> Bool {
        load == loads
    }
}

/// Starts loading the picture at a path and later calls back, on the main loop, with the image or the reason it
/// cannot be shown.
public typealias ImageLoading =
    @MainActor (_ path: String, _ completion: @escaping @MainActor (Result<Image, ImageLoadError>) -> Void) -> Void
