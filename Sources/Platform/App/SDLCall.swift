import CSDL2

/// The message of SDL's last error.
func sdlErrorMessage() -> String {
    String(cString: SDL_GetError())
}

/// Throws `PlatformError.sdl` naming `call` when an SDL function returned a failure code.
func check(_ result: Int32, _ call: String) throws {
    if result < 0 { throw PlatformError.sdl(call: call, message: sdlErrorMessage()) }
}
