import Platform
import Testing

@Suite("Renderer choice: OpenGL only where a GPU draws it")
struct RendererChoiceTests {
    @Test("A machine with a GPU render node gets the accelerated renderer")
    func gpuMachine() {
        let choice = RendererChoice.choose(environment: [:], deviceNodes: ["card0", "renderD128", "by-path"])
        #expect(choice == .accelerated)
    }

    @Test("No /dev/dri, or only a display card node without a render node, means the software renderer")
    func noGPU() {
        #expect(RendererChoice.choose(environment: [:], deviceNodes: []) == .software)
        #expect(RendererChoice.choose(environment: [:], deviceNodes: ["card0"]) == .software)
    }

    @Test("SDL_RENDER_DRIVER in the environment is the user's choice, either way")
    func environmentWins() {
        #expect(
            RendererChoice.choose(environment: ["SDL_RENDER_DRIVER": "opengl"], deviceNodes: []) == .accelerated)
        #expect(
            RendererChoice.choose(environment: ["SDL_RENDER_DRIVER": "Software"], deviceNodes: ["renderD128"])
                == .software)
        #expect(RendererChoice.choose(environment: ["SDL_RENDER_DRIVER": ""], deviceNodes: []) == .software)
    }
}
