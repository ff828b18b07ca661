import FoundationEssentials

/// What the app reset because one of its files could not be used as it was, told to the user once, in the window:
/// the file was unreadable and kept aside, unreadable and left alone, or held values of the wrong type.
public struct FileLoadNotice: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The file could not be read; it was renamed to the given file and defaults took over.
        case keptAside(URL, because: PropertyListFile.ReadFailure)
        /// The file could not be read nor moved; defaults took over and it will not be saved over.
        case leftInPlace(because: PropertyListFile.ReadFailure)
        /// These values had the wrong type and took their defaults; the original file was copied to the given
        /// file (nil when the copy failed), and the file is rewritten with good values.
        case wrongTypes([WrongType], originalKeptAs: URL?)
    }

    public let kind: Kind
    /// The file's location, as the user knows it.
    public let file: URL
    /// What the file holds, as a title: "Best Score", "Window State".
    public let subject: String

    public init(kind: Kind, file: URL, subject: String) {
        self.kind = kind
        self.file = file
        self.subject = subject
    }

    /// The banner's title: "Best Score Reset".
    public var title: String {
        switch kind {
        case .keptAside, .leftInPlace: "\(subject) Reset"
        case .wrongTypes: "\(subject) Partly Reset"
        }
    }

    /// What happened to the file, in one sentence that names it: "breakout.plist was damaged and kept as
    /// breakout.plist.corrupt-20261127T101500Z".
    public var detail: String {
        let name = file.lastPathComponent
        switch kind {
        case .keptAside(let kept, let failure):
            return "\(name) \(failure.pastTense) and was kept as \(kept.lastPathComponent)"
        case .leftInPlace(let failure):
            return "\(name) \(failure.pastTense); it is left as it is and not saved over"
        case .wrongTypes(let wrongTypes, _):
            let first = wrongTypes.first.map(\.pastDescription) ?? "a value had the wrong type"
            let more = wrongTypes.count > 1 ? " (and \(wrongTypes.count - 1) more)" : ""
            return "\(name): \(first)\(more)"
        }
    }

    /// What the app did about it.
    public var consequence: String {
        switch kind {
        case .keptAside, .leftInPlace: "Kinetic started afresh with its defaults."
        case .wrongTypes(_, let copy):
            "The default is used and the file rewritten"
                + (copy.map { "; the original is kept as \($0.lastPathComponent)." } ?? ".")
        }
    }
}

extension PropertyListFile.ReadFailure {
    /// The failure as the rest of a sentence about the file: "was damaged", "could not be read (permission
    /// denied)".
    var pastTense: String {
        switch self {
        case .unreadable(let problem): "could not be read (\(problem.reason))"
        case .tooLarge: "was damaged (\(description))"
        case .tooDeep, .notAPropertyList, .unsupportedContents, .notADictionary: "was damaged"
        }
    }
}

extension WrongType {
    /// "“bestScore” held a string, not an integer".
    var pastDescription: String { "“\(key)” held \(found), not \(expected)" }
}
