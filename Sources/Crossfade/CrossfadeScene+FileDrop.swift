import Kit

extension CrossfadeScene {
    /// Title of the banner that explains a refused picture.
    static let rejectedImageTitle = "That image can't be used"

    /// A dropped picture (PNG, JPEG, GIF, BMP, WebP or SVG) replaces the image shown once it has loaded in the
    /// background — the window keeps animating meanwhile, and of several drops still loading only the latest
    /// lands. A file that cannot be shown (unreadable, past the size limits, damaged) leaves the old image in
    /// place and says why in a banner; every such file is told (several dropped at once queue their banners).
    func useDroppedFile(_ path: String) -> Bool {
        guard let loadImage else { return false }
        let drop = pictures.startLoad()
        loadImage(path) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let image):
                guard pictures.isLatestLoad(drop) else { return }
                replaceImage(at: shownIndex, with: image)
                events.emit(CrossfadeEvent.imageReplaced(slot: shownIndex, path: path))
            case .failure(let error):
                reject(path, because: error)
            }
        }
        return true
    }

    private func reject(_ path: String, because error: ImageLoadError) {
        if let window = view.window {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let notice = LocalNotification(title: Self.rejectedImageTitle, subtitle: name, body: error.message)
            window.banners.show(BannerView(notification: notice))
        }
        events.emit(CrossfadeEvent.imageRejected(path: path, reason: error.reason, message: error.message))
    }
}
