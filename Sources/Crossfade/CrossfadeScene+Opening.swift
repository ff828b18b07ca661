import Kit

/// Open…: the desktop's file chooser (`FileChooser`, the XDG desktop portal in the app), offering the picture types
/// the scene shows; the chosen file takes the same way as a dropped one (`useDroppedFile`). With no file chooser
/// on this desktop a banner says what is missing and that dropping a picture on the window still works.
extension CrossfadeScene {
    /// Every type a dropped or opened picture may be, first all together, then one by one.
    public static let pictureTypes: [FileTypeFilter] = {
        let types: [(name: String, extensions: [String], mime: [String])] = [
            ("PNG", ["png"], ["image/png"]), ("JPEG", ["jpg", "jpeg"], ["image/jpeg"]), ("GIF", ["gif"], ["image/gif"]),
            ("BMP", ["bmp"], ["image/bmp"]), ("WebP", ["webp"], ["image/webp"]), ("SVG", ["svg"], ["image/svg+xml"]),
        ]
        // A file chooser matches patterns with case, and pictures from cameras are often named IMG_0001.JPG.
        func patterns(_ extensions: [String]) -> [String] {
            extensions.flatMap { ["*.\($0)", "*.\($0.uppercased())"] }
        }
        let all = FileTypeFilter(
            name: "Pictures (PNG, JPEG, GIF, BMP, WebP, SVG)", patterns: patterns(types.flatMap(\.extensions)),
            mimeTypes: types.flatMap(\.mime))
        return [all]
            + types.map { FileTypeFilter(name: $0.name, patterns: patterns($0.extensions), mimeTypes: $0.mime) }
    }()

    static let chooserRequest = FileChooserRequest(
        title: "Open a Picture for Crossfade", acceptLabel: "Open", filters: pictureTypes)

    /// Banner title when there is no file chooser, and what it always adds.
    static let noChooserTitle = "Open… needs the desktop's file chooser"
    static let dropStillWorks = "Drag and drop still works: drop a picture on the window."

    /// Shows the desktop's file chooser; the picture chosen replaces the one shown, as a drop does.
    public func openPicture() {
        guard fileChooser != nil else {
            tellChooserFailed(
                FileChooserFailure(isUnavailable: true, summary: "This desktop offers none to Kinetic", reason: "none"))
            return
        }
        events.emit(CrossfadeEvent.chooserOpened)
        chooser.choose(Self.chooserRequest) { [weak self] outcome in self?.chooserAnswered(outcome) }
    }

    private func chooserAnswered(_ outcome: FileChooserOutcome) {
        switch outcome {
        case .chosen(let path):
            events.emit(CrossfadeEvent.chooserChosen(path: path))
            _ = useDroppedFile(path)
        case .cancelled:
            events.emit(CrossfadeEvent.chooserCancelled)
        case .failed(let failure):
            tellChooserFailed(failure)
        }
    }

    private func tellChooserFailed(_ failure: FileChooserFailure) {
        events.emit(
            CrossfadeEvent.chooserFailed(
                reason: failure.reason, unavailable: failure.isUnavailable, message: failure.summary))
        guard let window = view.window else { return }
        let title = failure.isUnavailable ? Self.noChooserTitle : "The file chooser did not open a picture"
        let notice = LocalNotification(title: title, subtitle: failure.summary, body: Self.dropStillWorks)
        window.banners.show(BannerView(notification: notice, identifier: "crossfade.chooser.banner"))
    }
}
