import Dispatch
import FoundationEssentials
import Kit

/// Sound effects on SDL's audio device, mixed by the app (`MixerVoices`). `open` starts the device on a background
/// thread, so a slow or absent audio server never holds up the window; until it answers (and for good if there is
/// no device) `play` does nothing. Clips are WAV files in memory, by name, rendered at the rate the device chose.
@MainActor
public final class MixerAudio {
    public typealias Outcome = MixerDeviceOutcome
    /// WAV bytes by clip name, for a device running at `sampleRate` Hz; called on the background thread.
    public typealias ClipRenderer = @Sendable (_ sampleRate: Int) -> [String: [UInt8]]

    private enum State {
        case closed, opening, open, unavailable
    }

    private let mailbox: MainLoopMailbox
    private let device = MixerDevice()
    /// Held while an open is under way, so `close` can wait for it (SDL must not quit under it).
    private let opening = DispatchGroup()
    private var state = State.closed
    private var gain = 1.0

    public init(mailbox: MainLoopMailbox) {
        self.mailbox = mailbox
    }

    /// Whether clips play now.
    var isOpen: Bool { state == .open }

    /// Opens the device in the background unless it is open or opening (after a failure, tries again), and calls
    /// `completion` on the main loop with what happened.
    public func open(clips: @escaping ClipRenderer, completion: @escaping @MainActor (Outcome) -> Void) {
        guard state == .closed || state == .unavailable else { return }
        state = .opening
        opening.enter()
        let device = device
        let mailbox = mailbox
        let group = opening
        DetachedThread.start {
            let outcome = device.open(render: clips)
            if case .unavailable = outcome { device.close() }
            mailbox.post { [weak self] in
                self?.finishOpening(outcome)
                completion(outcome)
            }
            group.leave()
        }
    }

    /// Starts the clip; false when it will not be heard (no device yet or at all, an unknown name, every mixing
    /// channel busy).
    @discardableResult
    public func play(_ clip: String) -> Bool {
        state == .open && device.play(clip)
    }

    /// 0...1 of full volume, now and for what the device plays once open.
    public func setGain(_ gain: Double) {
        self.gain = gain
        if state == .open { device.setGain(gain) }
    }

    public func stopAll() {
        if state == .open { device.stopAll() }
    }

    /// Waits for an open under way, then closes the device: call before the host shuts SDL down.
    public func close() {
        opening.wait()
        device.close()
        state = .closed
    }

    private func finishOpening(_ outcome: Outcome) {
        guard state == .opening else { return }  // closed meanwhile
        switch outcome {
        case .opened:
            state = .open
            device.setGain(gain)
        case .unavailable:
            state = .unavailable
        }
    }
}

/// What opening the audio device found: the driver and rate, or why there is no sound.
public enum MixerDeviceOutcome: Sendable, Equatable {
    case opened(driver: String, sampleRate: Int)
    case unavailable(reason: String)
}
