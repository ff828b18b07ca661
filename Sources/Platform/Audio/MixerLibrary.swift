import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// SDL_mixer, opened when sound is first wanted instead of linked: the library brings a score of others (a MIDI
/// synthesiser, JACK, GObject, …) whose loading and start-up code would otherwise run before the first frame, and
/// stay resident in a session that never plays a sound.
struct MixerLibrary: @unchecked Sendable {
    /// The library's run-time name (Debian's `libsdl2-mixer-2.0-0`).
    static let sharedObjectName = "libSDL2_mixer-2.0.so.0"

    typealias OpenAudioDevice =
        @convention(c) (
            _ frequency: Int32, _ format: UInt16, _ channels: Int32, _ chunkSize: Int32,
            _ device: UnsafePointer<CChar>?,
            _ allowedChanges: Int32
        ) -> Int32
    typealias AllocateChannels = @convention(c) (_ channels: Int32) -> Int32
    typealias QuerySpec =
        @convention(c) (
            _ frequency: UnsafeMutablePointer<Int32>?, _ format: UnsafeMutablePointer<UInt16>?,
            _ channels: UnsafeMutablePointer<Int32>?
        ) -> Int32
    typealias LoadWAV =
        @convention(c) (_ source: UnsafeMutablePointer<SDL_RWops>?, _ freeSource: Int32) ->
        UnsafeMutablePointer<Mix_Chunk>?
    typealias PlayChannelTimed =
        @convention(c) (
            _ channel: Int32, _ chunk: UnsafeMutablePointer<Mix_Chunk>?, _ loops: Int32, _ ticks: Int32
        ) -> Int32
    typealias IntFunction = @convention(c) (_ value: Int32) -> Int32
    typealias FreeChunk = @convention(c) (_ chunk: UnsafeMutablePointer<Mix_Chunk>?) -> Void
    typealias CloseAudio = @convention(c) () -> Void

    let openAudioDevice: OpenAudioDevice
    let allocateChannels: AllocateChannels
    let querySpec: QuerySpec
    let loadWAV: LoadWAV
    let playChannelTimed: PlayChannelTimed
    let masterVolume: IntFunction
    let haltChannel: IntFunction
    let freeChunk: FreeChunk
    let closeAudio: CloseAudio

    /// The library, loaded once by whichever thread asks first, or why it could not be.
    static let shared: Result<MixerLibrary, LibraryLoadError> = Result { () throws(LibraryLoadError) in
        let library = try SharedLibrary(sharedObjectName)
        return MixerLibrary(
            openAudioDevice: try library.function("Mix_OpenAudioDevice"),
            allocateChannels: try library.function("Mix_AllocateChannels"),
            querySpec: try library.function("Mix_QuerySpec"),
            loadWAV: try library.function("Mix_LoadWAV_RW"),
            playChannelTimed: try library.function("Mix_PlayChannelTimed"),
            masterVolume: try library.function("Mix_MasterVolume"),
            haltChannel: try library.function("Mix_HaltChannel"),
            freeChunk: try library.function("Mix_FreeChunk"),
            closeAudio: try library.function("Mix_CloseAudio"))
    }
}
