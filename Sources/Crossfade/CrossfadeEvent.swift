import Kit

/// What Crossfade logs: the fade starting and finishing, the pictures a user drops on it or opens with the
/// desktop's file chooser (or that the app restores from the last run), and the count's reset. Names and fields are the automation contract (`docs/automation.md`).
public enum CrossfadeEvent: SemanticEvent, Equatable {
    /// `crossfade.started`: a counted click starts a fade from the image named `from` to the one named `to`.
    case started(from: String, to: String, count: Int)
    /// `crossfade.finished`: the image named `image` is fully shown.
    case finished(image: String)
    /// `crossfade.image.replaced`: a dropped picture now fills `slot`.
    case imageReplaced(slot: Int, path: String)
    /// `crossfade.image.rejected`: a dropped picture cannot be shown; `message` is the banner's sentence.
    case imageRejected(path: String, reason: ImageLoadError.Reason, message: String)
    /// `crossfade.image.restored`: a picture remembered from the last run is back in `slot`.
    case imageRestored(slot: Int, path: String)
    /// `crossfade.image.forgotten`: a remembered picture could not be loaded and is forgotten.
    case imageForgotten(slot: Int, path: String, reason: ImageLoadError.Reason)
    /// `crossfade.chooser.opened`: Open… asked the desktop's file chooser for a picture.
    case chooserOpened
    /// `crossfade.chooser.chosen`: the user chose the file at `path` in it (it then loads as a drop does).
    case chooserChosen(path: String)
    /// `crossfade.chooser.cancelled`: the user closed the file chooser without choosing.
    case chooserCancelled
    /// `crossfade.chooser.failed`: no file chooser could be shown (`unavailable`: there is none to ask) or it
    /// handed back no usable file; `reason` is the D-Bus error or cause, `message` the banner's line.
    case chooserFailed(reason: String, unavailable: Bool, message: String)
    /// `crossfade.count.reset`: Reset Count set the count to 0, calling off `cancelled` notifications on their way.
    case countReset(cancelled: Int)

    public var name: String {
        switch self {
        case .started: "crossfade.started"
        case .finished: "crossfade.finished"
        case .imageReplaced: "crossfade.image.replaced"
        case .imageRejected: "crossfade.image.rejected"
        case .imageRestored: "crossfade.image.restored"
        case .imageForgotten: "crossfade.image.forgotten"
        case .chooserOpened: "crossfade.chooser.opened"
        case .chooserChosen: "crossfade.chooser.chosen"
        case .chooserCancelled: "crossfade.chooser.cancelled"
        case .chooserFailed: "crossfade.chooser.failed"
        case .countReset: "crossfade.count.reset"
        }
    }

    public var fields: [String: AutomationValue] {
        switch self {
        case .started(let from, let to, let count): ["from": .string(from), "to": .string(to), "count": .int(count)]
        case .finished(let image): ["image": .string(image)]
        case .imageReplaced(let slot, let path), .imageRestored(let slot, let path):
            ["slot": .int(slot), "path": .string(path)]
        case .imageRejected(let path, let reason, let message):
            ["path": .string(path), "reason": .string(reason.rawValue), "message": .string(message)]
        case .imageForgotten(let slot, let path, let reason):
            ["slot": .int(slot), "path": .string(path), "reason": .string(reason.rawValue)]
        case .chooserOpened, .chooserCancelled: [:]
        case .chooserChosen(let path): ["path": .string(path)]
        case .chooserFailed(let reason, let unavailable, let message):
            ["reason": .string(reason), "unavailable": .bool(unavailable), "message": .string(message)]
        case .countReset(let cancelled): ["cancelled": .int(cancelled)]
        }
    }
}
