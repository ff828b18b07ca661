import FoundationEssentials

/// Which SDL renderer a window gets.
///
/// With a GPU, SDL's accelerated renderer (OpenGL) with vsync. Without one, Mesa would still answer an OpenGL
/// request, with llvmpipe: the CPU rasterizes either way, but llvmpipe first compiles shaders with LLVM (a
/// launch's largest single cost) and keeps LLVM and its own heap resident (over 70 MB before a pixel is drawn),
/// for nothing SDL's own software renderer cannot draw. So an X11 window on a machine with no GPU render node gets
/// the software renderer, paced by the run loop instead of vsync. Only X11: SDL 2's Wayland driver has no
/// shared-memory framebuffer of its own (a software renderer's frames would go through OpenGL all the same), and its
/// HiDPI windows are drawn at full pixel density only by a hardware renderer.
public enum RendererChoice: Equatable, Sendable {
    case accelerated
    case software

    /// Where the kernel lists GPU device nodes; render nodes are named `renderD128`, `renderD129`, ….
    public static let deviceFolder = "/dev/dri"
    static let renderNodePrefix = "renderD"

    /// The choice for a window of SDL's `videoDriver` ("x11", "wayland", …) on a machine whose `/dev/dri` lists
    /// `deviceNodes` (empty: none, or no folder). `SDL_RENDER_DRIVER` in the environment is the user's explicit
    /// choice and wins: SDL reads it itself.
    public static func choose(environment: [String: String], deviceNodes: [String], videoDriver: String)
        -> RendererChoice
    {
        if let named = environment["SDL_RENDER_DRIVER"], !named.isEmpty {
            return named.lowercased() == "software" ? .software : .accelerated
        }
        guard videoDriver == "x11" else { return .accelerated }
        return deviceNodes.contains { $0.hasPrefix(renderNodePrefix) } ? .accelerated : .software
    }

    /// The choice for this machine and process, once SDL has chosen its `videoDriver`.
    public static func current(videoDriver: String) -> RendererChoice {
        choose(
            environment: ProcessInfo.processInfo.environment,
            deviceNodes: (try? FileManager.default.contentsOfDirectory(atPath: deviceFolder)) ?? [],
            videoDriver: videoDriver)
    }
}
