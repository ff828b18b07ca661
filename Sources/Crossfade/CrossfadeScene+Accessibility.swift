import Kit

/// The full-window picture is an image to a screen reader, named by what it shows, whose action crossfades.
extension CrossfadeScene {
    func describeForAccessibility() {
        button.accessibilityCustomization = AccessibilityCustomization(
            role: .image,
            description: { [unowned self] in "Showing \(self.button.image?.name ?? "no picture"); press to crossfade" })
    }
}
