import Kit

/// Open…'s file chooser and which of its answers still counts: each press asks again, and only the latest
/// question's answer is used (one that closes late, after another was asked, is ignored).
@MainActor
final class PictureChooser {
    /// The desktop's file chooser; nil says there is none (the app injects the XDG portal's).
    var fileChooser: FileChooser?
    /// Counts the questions asked, so only the latest one's answer is used.
    private var requests = 0

    /// Asks `fileChooser` for a file and hands its outcome to `answer` unless another was asked meanwhile; with
    /// no chooser nothing is asked.
    func choose(_ request: FileChooserRequest, answer: @escaping @MainActor (FileChooserOutcome) -> Void) {
        guard let fileChooser else { return }
        requests += 1
        let asked = requests
        fileChooser.chooseFile(request) { [weak self] outcome in
            guard let self, asked == self.requests else { return }
            answer(outcome)
        }
    }
}
