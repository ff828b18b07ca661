import CSDL2

/// The app's one clock, in seconds since the host started: real time from SDL's performance counter, or, headless,
/// a virtual time that moves one display refresh per rendered frame, so headless output is the same on every run.
/// The window is given it at creation and reads time nowhere else.
@MainActor
final class HostClock {
    private let isVirtual: Bool
    private let startCounter = SDL_GetPerformanceCounter()
    private var virtualTime = 0.0

    init(isVirtual: Bool) {
        self.isVirtual = isVirtual
    }

    var now: Double {
        if isVirtual { return virtualTime }
        return Double(SDL_GetPerformanceCounter() - startCounter) / Double(SDL_GetPerformanceFrequency())
    }

    /// Moves virtual time on by one headless frame (real time moves by itself).
    func advanceVirtualFrame() {
        guard isVirtual else { return }
        virtualTime += HostConfiguration.headlessFrameDuration
    }
}
