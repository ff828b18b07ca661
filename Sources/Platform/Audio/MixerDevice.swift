import CALSAQuiet
import CSDL2

/// The sound device: opens SDL's audio device, keeps the clips from WAV bytes in memory, plays them and closes it
/// all. The mixing is this app's own (`MixerVoices`, on SDL's audio thread): a handful of short mono clips need no
/// more, and SDL_mixer brought a MIDI synthesiser, module and compressed-audio decoders with it — 5 MB resident in
/// a session once sound had started. `open` runs on a background thread (an audio server can take a while to
/// answer); everything after it runs on the main thread, which only touches the device once the open has been handed
/// over.
final class MixerDevice: @unchecked Sendable {
    /// The rate asked for, in Hz: what most devices run at natively. The device may choose another; the clips
    /// are rendered at whatever it chose.
    static let preferredSampleRate: Int32 = 48_000
    /// Sample frames per mixing buffer: about 11 ms at 48 kHz, short enough that a bounce is heard with the
    /// frame that shows it.
    static let bufferFrames: UInt16 = 512
    /// Stereo: each mono clip goes to both speakers.
    static let outputChannels: UInt8 = 2
    /// Clips that may sound at once; one more is dropped rather than cutting another short.
    static let mixingChannels = 16

    typealias Outcome = MixerDeviceOutcome

    private var hasAudioSubsystem = false
    /// SDL's device while open (0: none).
    private var deviceID: SDL_AudioDeviceID = 0
    private let voices = MixerVoices(capacity: mixingChannels, channels: Int(outputChannels))
    private(set) var clips: [String: MixerVoices.Clip] = [:]

    /// Starts SDL's audio, opens the default device and keeps the clips `render` makes at its rate (WAV bytes by
    /// name). ALSA's own error lines are kept off stderr meanwhile: the caller reports the outcome once.
    func open(render: (_ sampleRate: Int) -> [String: [UInt8]]) -> Outcome {
        let alsa = kinetic_alsa_quiet_begin()
        defer { kinetic_alsa_quiet_end(alsa) }
        guard SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) == 0 else { return .unavailable(reason: sdlErrorMessage()) }
        hasAudioSubsystem = true
        var desired = SDL_AudioSpec()
        desired.freq = Self.preferredSampleRate
        desired.format = SDL_AudioFormat(AUDIO_S16SYS)
        desired.channels = Self.outputChannels
        desired.samples = Self.bufferFrames
        desired.callback = { userdata, stream, length in
            guard let userdata, let stream else { return }
            let voices = Unmanaged<MixerVoices>.fromOpaque(userdata).takeUnretainedValue()
            let samples = Int(length) / MemoryLayout<Int16>.size
            stream.withMemoryRebound(to: Int16.self, capacity: samples) { buffer in
                voices.mix(into: buffer, frames: samples / Int(MixerDevice.outputChannels))
            }
        }
        desired.userdata = Unmanaged.passUnretained(voices).toOpaque()
        var obtained = SDL_AudioSpec()
        deviceID = SDL_OpenAudioDevice(nil, 0, &desired, &obtained, Int32(SDL_AUDIO_ALLOW_FREQUENCY_CHANGE))
        guard deviceID != 0 else { return .unavailable(reason: sdlErrorMessage()) }
        for (name, wav) in render(Int(obtained.freq)) {
            if let clip = WAVClip.monoSamples(of: wav) { clips[name] = MixerVoices.Clip(samples: clip) }
        }
        SDL_PauseAudioDevice(deviceID, 0)
        let driver = SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "unknown"
        return .opened(driver: driver, sampleRate: Int(obtained.freq))
    }

    /// Whether the clip started (with every mixing channel busy the clip is skipped).
    func play(_ name: String) -> Bool {
        guard deviceID != 0, let clip = clips[name] else { return false }
        return withDeviceLocked { voices.start(clip) }
    }

    /// `gain` 0...1 of full volume, for everything playing and to come.
    func setGain(_ gain: Double) {
        guard deviceID != 0 else { return }
        withDeviceLocked { voices.setGain(gain) }
    }

    func stopAll() {
        guard deviceID != 0 else { return }
        withDeviceLocked { voices.stopAll() }
    }

    /// Stops and frees everything, then SDL's audio (before `SDL_Quit`).
    func close() {
        if deviceID != 0 {
            SDL_CloseAudioDevice(deviceID)
            deviceID = 0
            voices.stopAll()
            clips = [:]
        }
        if hasAudioSubsystem {
            SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
            hasAudioSubsystem = false
        }
    }

    private func withDeviceLocked<Result>(_ body: () -> Result) -> Result {
        SDL_LockAudioDevice(deviceID)
        defer { SDL_UnlockAudioDevice(deviceID) }
        return body()
    }
}
