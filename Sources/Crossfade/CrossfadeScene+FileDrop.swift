import Kit

extension CrossfadeScene {
    /// A dropped picture (PNG, JPEG or SVG) replaces the image currently shown; an unreadable file leaves the
    /// old image in place and says why in a banner.
    func useDroppedFile(_ path: String) -> Bool {
        guard let loadImage else { return false }
        do {
            let image = try loadImage(path)
            replaceImage(at: shownIndex, with: image)
            events.emit("crossfade.image.replaced", ["slot": .int(shownIndex), "path": .string(path)])
        } catch {
            if let window = view.window {
                let notice = LocalNotification(
                    title: "That image can't be used", subtitle: path, body: "\(error)")
                BannerView(notification: notice).present(in: window)
            }
            events.emit("crossfade.image.rejected", ["path": .string(path)])
        }
        return true
    }
}
