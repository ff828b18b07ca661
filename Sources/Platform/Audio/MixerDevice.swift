import CSDL2
import CSDL2Mixer

/// The SDL_mixer side of the sound: opens the audio device, loads clips from WAV bytes in memory, plays them and
/// closes it all. `open` runs on a background thread (an audio server can take a while to answer); everything
/// after it runs on the main thread, which only touches the device once the open has been handed over.
final class MixerDevice: @unchecked Sendable {
    /// The rate asked for, in Hz: what most devices run at natively. The device may choose another; the clips
    /// are rendered at whatever it chose.
    static let preferredSampleRate: Int32 = 48_000
    /// Sample frames per mixing buffer: about 11 ms at 48 kHz, short enough that a bounce is heard with the
    /// frame that shows it.
    static let bufferFrames: Int32 = 512
    /// Stereo: the mixer spreads each mono clip to both speakers.
    static let outputChannels: Int32 = 2
    /// Clips that may sound at once; one more is dropped rather than cutting another short.
    static let mixingChannels: Int32 = 16

    typealias Outcome = MixerDeviceOutcome

    private var hasAudioSubsystem = false
    /// SDL_mixer while the device is open (set by a successful `open`).
    private var library: MixerLibrary?
    private(set) var chunks: [String: UnsafeMutablePointer<Mix_Chunk>] = [:]

    /// Starts SDL's audio, opens the default device and loads the clips `render` makes at its rate (WAV bytes by
    /// name). ALSA's own error lines are kept off stderr meanwhile: the caller reports the outcome once.
    func open(render: (_ sampleRate: Int) -> [String: [UInt8]]) -> Outcome {
        let mixer: MixerLibrary
        switch MixerLibrary.shared {
        case .success(let loaded): mixer = loaded
        case .failure(let error): return .unavailable(reason: "SDL_mixer cannot be loaded: \(error)")
        }
        let alsa = kinetic_alsa_quiet_begin()
        defer { kinetic_alsa_quiet_end(alsa) }
        guard SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) == 0 else { return .unavailable(reason: sdlErrorMessage()) }
        hasAudioSubsystem = true
        guard
            mixer.openAudioDevice(
                Self.preferredSampleRate, UInt16(AUDIO_S16SYS), Self.outputChannels, Self.bufferFrames, nil,
                Int32(SDL_AUDIO_ALLOW_FREQUENCY_CHANGE)) == 0
        else { return .unavailable(reason: sdlErrorMessage()) }
        library = mixer
        _ = mixer.allocateChannels(Self.mixingChannels)
        var rate: Int32 = 0
        var format: UInt16 = 0
        var channels: Int32 = 0
        _ = mixer.querySpec(&rate, &format, &channels)
        for (name, wav) in render(Int(rate)) {
            if let chunk = Self.load(wav, with: mixer) { chunks[name] = chunk }
        }
        let driver = SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "unknown"
        return .opened(driver: driver, sampleRate: Int(rate))
    }

    /// Whether the clip started (-1 asks for the first free channel; with none free the clip is skipped).
    func play(_ name: String) -> Bool {
        guard let library, let chunk = chunks[name] else { return false }
        return library.playChannelTimed(-1, chunk, 0, -1) >= 0
    }

    /// `gain` 0...1 of full volume, for everything playing and to come.
    func setGain(_ gain: Double) {
        guard let library else { return }
        _ = library.masterVolume(Int32((min(max(gain, 0), 1) * Double(MIX_MAX_VOLUME)).rounded()))
    }

    func stopAll() {
        guard let library else { return }
        _ = library.haltChannel(-1)
    }

    /// Stops and frees everything, then SDL's audio (before `SDL_Quit`).
    func close() {
        if let library {
            _ = library.haltChannel(-1)
            for chunk in chunks.values { library.freeChunk(chunk) }
            chunks = [:]
            library.closeAudio()
            self.library = nil
        }
        if hasAudioSubsystem {
            SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
            hasAudioSubsystem = false
        }
    }

    /// SDL_mixer copies and converts the WAV into the device's format.
    private static func load(_ wav: [UInt8], with mixer: MixerLibrary) -> UnsafeMutablePointer<Mix_Chunk>? {
        wav.withUnsafeBytes { bytes in
            mixer.loadWAV(SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)), 1)
        }
    }
}
