import CSDL2
import FoundationEssentials
import Kit

/// SDL_ttf, opened when text must be measured or drawn that the text caches do not hold, instead of linked: it
/// brings FreeType, HarfBuzz, GLib, Graphite, PCRE, Brotli and zlib, whose loading and relocation cost a launch
/// about 4 % of its instructions and 2.5 MB of memory before its first frame, which the caches draw on their own
/// (see `TextSizeCache`, `TextPixelCache`). After the first frame the host opens it in the background
/// (`preload()`), so the first label the caches miss does not wait for it either.
struct TrueTypeLibrary: @unchecked Sendable {
    /// The library's run-time name, and the Debian package that has it.
    static let sharedObjectName = "libSDL2_ttf-2.0.so.0"
    static let packageName = "libsdl2-ttf-2.0-0"
    /// `TTF_SetFontWrappedAlign`'s alignments (SDL_ttf.h).
    static let wrappedAlignLeft: Int32 = 0
    static let wrappedAlignCenter: Int32 = 1
    static let wrappedAlignRight: Int32 = 2

    typealias Status = @convention(c) () -> Int32
    typealias Quit = @convention(c) () -> Void
    typealias OpenFont = @convention(c) (_ file: UnsafePointer<CChar>?, _ pointSize: Int32) -> OpaquePointer?
    typealias CloseFont = @convention(c) (_ font: OpaquePointer?) -> Void
    typealias RenderBlended =
        @convention(c) (_ font: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ color: SDL_Color)
        -> UnsafeMutablePointer<SDL_Surface>?
    typealias RenderBlendedWrapped =
        @convention(c) (_ font: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ color: SDL_Color, _ width: UInt32)
        -> UnsafeMutablePointer<SDL_Surface>?
    typealias SetWrappedAlign = @convention(c) (_ font: OpaquePointer?, _ align: Int32) -> Void
    typealias SizeText =
        @convention(c) (
            _ font: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ width: UnsafeMutablePointer<Int32>?,
            _ height: UnsafeMutablePointer<Int32>?
        ) -> Int32
    typealias FontHeight = @convention(c) (_ font: OpaquePointer?) -> Int32
    typealias LinkedVersion = @convention(c) () -> UnsafePointer<SDL_version>?

    let initialize: Status
    let wasInitialized: Status
    let quit: Quit
    let openFont: OpenFont
    let closeFont: CloseFont
    let renderBlended: RenderBlended
    let renderBlendedWrapped: RenderBlendedWrapped
    let setWrappedAlign: SetWrappedAlign
    let size: SizeText
    let fontHeight: FontHeight
    let linkedVersion: LinkedVersion

    /// The library, loaded once by whichever thread asks first, or why it could not be.
    static let shared: Result<TrueTypeLibrary, LibraryLoadError> = Result { () throws(LibraryLoadError) in
        let library = try SharedLibrary(sharedObjectName)
        return TrueTypeLibrary(
            initialize: try library.function("TTF_Init"), wasInitialized: try library.function("TTF_WasInit"),
            quit: try library.function("TTF_Quit"), openFont: try library.function("TTF_OpenFont"),
            closeFont: try library.function("TTF_CloseFont"),
            renderBlended: try library.function("TTF_RenderUTF8_Blended"),
            renderBlendedWrapped: try library.function("TTF_RenderUTF8_Blended_Wrapped"),
            setWrappedAlign: try library.function("TTF_SetFontWrappedAlign"),
            size: try library.function("TTF_SizeUTF8"), fontHeight: try library.function("TTF_FontHeight"),
            linkedVersion: try library.function("TTF_Linked_Version"))
    }

    /// The library with SDL_ttf initialised (FreeType started), or nil when it cannot be loaded or started.
    static func ready() -> TrueTypeLibrary? {
        guard let library = try? shared.get() else { return nil }
        if library.wasInitialized() == 0, library.initialize() != 0 { return nil }
        return library
    }

    /// Loads the library on a background thread (dlopen and its relocations), so the first text the caches miss
    /// only opens its fonts.
    static func preload() {
        DetachedThread.start { _ = TrueTypeLibrary.shared }
    }

    /// "2.20.1": the version whose rendering the pixel cache holds.
    var versionText: String {
        guard let version = linkedVersion()?.pointee else { return "unknown" }
        return "\(version.major).\(version.minor).\(version.patch)"
    }
}
