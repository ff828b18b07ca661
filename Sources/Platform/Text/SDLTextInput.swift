import CSDL2
import Kit

/// Kit's text-input switch on SDL: `SDL_StartTextInput` while a text field has focus, so typing arrives as
/// `SDL_TEXTINPUT` (UTF-8, input methods included) and an input method's popup sits by the field.
@MainActor
final class SDLTextInput: TextInputService {
    init() {
        // SDL2 starts text input at launch on desktops; keep it off until a field wants it, so an input method
        // never swallows the keys games and shortcuts use.
        SDL_StopTextInput()
    }

    func beginTextInput(near rect: Rect) {
        var area = SDL_Rect(
            x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()), w: Int32(rect.width.rounded()),
            h: Int32(rect.height.rounded()))
        SDL_SetTextInputRect(&area)
        SDL_StartTextInput()
    }

    func endTextInput() {
        SDL_StopTextInput()
    }
}
