import Kit

extension AppHost {
    /// Hands Kit the platform's text services: measuring with the fonts the canvas draws with, the desktop
    /// clipboard, and the text-input switch for focused text fields.
    func installTextServices() throws {
        TextMeasurement.measurer = FontTextMeasurer(fonts: fonts)
        window.clipboard = SDLClipboard()
        window.textInput = SDLTextInput()
    }
}
