import CSDL2

extension AppHost {
    /// A loader for pictures the user chooses, decoding off the main thread into this window's textures, each kept
    /// at no more pixels than the screen has.
    public func makeImageLoader() -> BackgroundImageLoader {
        BackgroundImageLoader(mailbox: mailbox, textures: canvas.textures, window: window, fittingWithin: screenPixels)
    }

    /// The desktop's size in pixels (the largest a window can be), or a 4K screen's when SDL cannot tell.
    private var screenPixels: (width: Int32, height: Int32) {
        var mode = SDL_DisplayMode()
        guard SDL_GetDesktopDisplayMode(0, &mode) == 0, mode.w > 0, mode.h > 0 else { return (3_840, 2_160) }
        return (mode.w, mode.h)
    }
}
