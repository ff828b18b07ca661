import CSDL2
import FoundationEssentials

extension AppHost {
    /// The window icon's edge in pixels: big enough for a task switcher's large icons at scale 2, small enough
    /// that the X property holding it stays cheap (SDL 2 hands the window manager this one size).
    public static let windowIconPixels: Int32 = 128

    /// Tells SDL the application id before it connects to the display, so the window's class (X11 `WM_CLASS`)
    /// and Wayland app id match the installed `.desktop` file and the desktop groups the window with its
    /// launcher. SDL 2.26 reads the id from these environment variables when the video subsystem starts; they
    /// are overwritten so an id inherited from a parent SDL program cannot pass for ours. Later SDL 2 releases
    /// read the `SDL_APP_ID` hint first.
    static func announceApplicationIdentity() {
        setenv("SDL_VIDEO_X11_WMCLASS", ApplicationIdentity.id, 1)
        setenv("SDL_VIDEO_WAYLAND_WMCLASS", ApplicationIdentity.id, 1)
        SDL_SetHint("SDL_APP_ID", ApplicationIdentity.id)
        SDL_SetHint(SDL_HINT_APP_NAME, ApplicationIdentity.name)
    }

    /// Gives the window the app icon, rasterized from the SVG at `windowIconPixels`, so task switchers and
    /// title bars show it (X11 `_NET_WM_ICON`; on Wayland the desktop takes the icon from the `.desktop` file).
    /// The rasterisation is kept in the raster cache, so a launch reads it instead of rasterising it again.
    public func setWindowIcon(svgPath: String) throws {
        let edge = Self.windowIconPixels
        let surface = try RasterDiskCache.shared.rasterize(svgPath, width: edge, height: edge)
        defer { SDL_FreeSurface(surface) }
        SDL_SetWindowIcon(sdlWindow, surface)
    }
}
