import Testing

@testable import Platform

/// SDL_image and SDL_ttf are opened when first needed: on a machine without one of them, or with one too old, the
/// error says which library or function is missing instead of the app failing to start.
@Suite("Libraries opened at run time")
struct SharedLibraryTests {
    @Test("A library that is not installed is named in the error")
    func missingLibrary() {
        #expect(throws: LibraryLoadError.self) { try SharedLibrary("libkinetic-not-installed.so.0") }
        do {
            _ = try SharedLibrary("libkinetic-not-installed.so.0")
        } catch {
            #expect(error.description.contains("libkinetic-not-installed.so.0"), "\(error)")
        }
    }

    @Test("A function the installed library lacks is named, with the library")
    func missingFunction() throws {
        let library = try SharedLibrary(ImageLibrary.sharedObjectName)
        do {
            let _: @convention(c) () -> Void = try library.function("IMG_NoSuchFunction")
            Issue.record("a function that does not exist was found")
        } catch {
            #expect(error.description.contains("IMG_NoSuchFunction"), "\(error)")
            #expect(error.description.contains(ImageLibrary.sharedObjectName), "\(error)")
        }
    }

    @Test("SDL_image and SDL_ttf load with every function the app calls")
    func bothLibrariesLoad() throws {
        _ = try ImageLibrary.shared.get()
        _ = try TrueTypeLibrary.shared.get()
    }
}
