import Platform
import Testing

@Suite("Renderer choice: OpenGL only where a GPU draws it")
struct RendererChoiceTests {
    @Test("A machine with a GPU render node gets the accelerated renderer")
    func gpuMachine() {
        let choice = RendererChoice.choose(
            environment: [:], deviceNodes: ["card0", "renderD128", "by-path"], videoDriver: "x11")
        #expect(choice == .accelerated)
    }

    @Test("No /dev/dri, or only a display card node without a render node, means the software renderer")
    func noGPU() {
        #expect(RendererChoice.choose(environment: [:], deviceNodes: [], videoDriver: "x11") == .software)
        #expect(RendererChoice.choose(environment: [:], deviceNodes: ["card0"], videoDriver: "x11") == .software)
    }

    @Test("SDL_RENDER_DRIVER in the environment is the user's choice, either way")
    func environmentWins() {
        let opengl = ["SDL_RENDER_DRIVER": "opengl"]
        #expect(RendererChoice.choose(environment: opengl, deviceNodes: [], videoDriver: "x11") == .accelerated)
        let software = ["SDL_RENDER_DRIVER": "Software"]
        #expect(
            RendererChoice.choose(environment: software, deviceNodes: ["renderD128"], videoDriver: "x11") == .software)
        let unset = ["SDL_RENDER_DRIVER": ""]
        #expect(RendererChoice.choose(environment: unset, deviceNodes: [], videoDriver: "x11") == .software)
    }

    @Test("A native Wayland window keeps the accelerated renderer: SDL 2 has no Wayland framebuffer of its own")
    func waylandStaysAccelerated() {
        #expect(RendererChoice.choose(environment: [:], deviceNodes: [], videoDriver: "wayland") == .accelerated)
    }
}
