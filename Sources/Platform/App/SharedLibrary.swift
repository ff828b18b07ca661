#if canImport(Glibc)
    import Glibc
#endif

/// A C library opened at run time (`dlopen`), for what the app needs only after its first frame, if at all:
/// linking it would load it, its dependencies and their start-up code before the window shows.
struct SharedLibrary {
    let name: String
    private let handle: UnsafeMutableRawPointer

    /// Opens the library by its run-time name (`libX.so.N`); the error says what the loader said.
    init(_ name: String) throws(LibraryLoadError) {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            throw LibraryLoadError(dlerror().map { String(cString: $0) } ?? "cannot load \(name)")
        }
        self.name = name
        self.handle = handle
    }

    /// The function called `symbol`, as the C function type `Function` the caller declares (it must match the
    /// library's header: nothing checks it).
    func function<Function>(_ symbol: String) throws(LibraryLoadError) -> Function {
        guard let address = dlsym(handle, symbol) else {
            throw LibraryLoadError("\(name) has no \(symbol): a newer version of the library is needed")
        }
        return unsafeBitCast(address, to: Function.self)
    }
}

/// Why a run-time library could not be used, in the loader's words.
struct LibraryLoadError: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
