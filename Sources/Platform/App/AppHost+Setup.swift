import CSDL2
import FoundationEssentials
import Kit

extension AppHost {
    static func initializeSDL(headless: Bool) throws {
        announceApplicationIdentity()
        if headless {
            // Override priority: --headless wins over SDL_VIDEODRIVER / SDL_RENDER_DRIVER in the environment.
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE)
            SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_OVERRIDE)
        } else if !hasDisplay(ProcessInfo.processInfo.environment) {
            throw PlatformError.noDisplay
        }
        // A click on an unfocused window both focuses it and acts, as desktop users (and xdotool) expect.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            let message = sdlErrorMessage()
            if !headless { throw PlatformError.noDisplay }
            throw PlatformError.sdl(call: "SDL_Init", message: message)
        }
        SDL_EventState(UInt32(SDL_DROPFILE.rawValue), Int32(SDL_ENABLE))
    }

    /// The renderer for the video driver SDL has chosen (headless: always software). With the software renderer,
    /// SDL would otherwise hand its finished frames to the window through an OpenGL texture, loading Mesa and LLVM
    /// (and compiling shaders) just to copy pixels the X11 shared-memory framebuffer takes directly.
    static func chooseRenderer(headless: Bool) -> RendererChoice {
        let choice = headless ? .software : RendererChoice.current(videoDriver: currentVideoDriver)
        if choice == .software { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        return choice
    }

    /// SDL's name for the video driver it initialized ("x11", "wayland", "offscreen").
    static var currentVideoDriver: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    }

    /// Whether an X11 or Wayland display is there to open a window on.
    public static func hasDisplay(_ environment: [String: String]) -> Bool {
        !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    static func createWindow(_ configuration: HostConfiguration, size: Size) throws -> OpaquePointer {
        let placement = WindowPlacement.fitting(
            size: size, fitsSize: configuration.fitsSizeToDisplay, position: configuration.position,
            displays: configuration.headless ? [] : usableDisplayAreas())
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let x = placement.position.map { WindowPlacement.sdlInteger($0.x) } ?? centered
        let y = placement.position.map { WindowPlacement.sdlInteger($0.y) } ?? centered
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if configuration.fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        guard
            let window = SDL_CreateWindow(
                configuration.title, x, y, WindowPlacement.sdlInteger(placement.size.width),
                WindowPlacement.sdlInteger(placement.size.height), flags)
        else { throw PlatformError.sdl(call: "SDL_CreateWindow", message: sdlErrorMessage()) }
        let minimum = HostConfiguration.minimumSize
        SDL_SetWindowMinimumSize(window, Int32(minimum.width), Int32(minimum.height))
        return window
    }

    /// Each display's usable area (without panels and docks), in screen points, the primary first.
    static func usableDisplayAreas() -> [Rect] {
        (0..<max(SDL_GetNumVideoDisplays(), 0)).compactMap { index in
            var area = SDL_Rect()
            guard SDL_GetDisplayUsableBounds(index, &area) == 0, area.w > 0, area.h > 0 else { return nil }
            return Rect(x: Double(area.x), y: Double(area.y), width: Double(area.w), height: Double(area.h))
        }
    }

    /// The renderer `choice` names, else the other kind (a window gets some renderer if SDL has one), and whether
    /// it presents in step with vsync (if not, the loop sleeps out each frame's budget).
    static func createRenderer(for window: OpaquePointer, choice: RendererChoice) throws -> (OpaquePointer, Bool) {
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        let software = SDL_RENDERER_SOFTWARE.rawValue
        let order = choice == .accelerated ? [accelerated, software] : [software, accelerated]
        var created: OpaquePointer?
        for flags in order where created == nil { created = SDL_CreateRenderer(window, -1, flags) }
        guard let renderer = created else {
            throw PlatformError.sdl(call: "SDL_CreateRenderer", message: sdlErrorMessage())
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        // SDL's software renderer reports vsync it does not have (its window framebuffer is an X11 or Wayland
        // shared-memory image, shown as soon as it is copied), so only a hardware renderer's word is taken.
        var info = SDL_RendererInfo()
        let presentsWithVSync =
            SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
            && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        return (renderer, presentsWithVSync)
    }
}
