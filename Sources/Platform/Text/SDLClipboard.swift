import CSDL2
import FoundationEssentials
import Kit
import StandardStreams

/// The desktop clipboard through SDL (the X11 CLIPBOARD selection, or Wayland's).
@MainActor
final class SDLClipboard: Clipboard {
    func readText() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(pointer) }
        let text = String(cString: pointer)
        return text.isEmpty ? nil : text
    }

    func writeText(_ text: String) {
        if SDL_SetClipboardText(text) != 0 {
            // Copy is not worth stopping for: say why it did nothing and carry on.
            StandardError.write("kinetic: copy failed: \(sdlErrorMessage())\n")
        }
    }
}
