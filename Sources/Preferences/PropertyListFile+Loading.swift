import FoundationEssentials

/// The one loading policy every file of the app follows: sweep what a killed write left, read, and when the
/// file cannot be used, keep it aside, say so in one line, and let the owner start from its defaults.
extension PropertyListFile {
    /// What loading found.
    public enum Loaded: Sendable, Equatable {
        /// No file yet: defaults, nothing to say.
        case missing
        case loaded([String: PropertyListValue])
        /// The file could not be used and was moved to the given place: defaults.
        case keptAside(URL, because: ReadFailure)
        /// The file could not be used nor moved: defaults, and the owner must not save over it.
        case leftInPlace(because: ReadFailure, moveFailure: FileProblem)
    }

    /// Reads the file's top-level dictionary; an unusable file is moved aside (named with `now`, UTC) and
    /// reported in one line.
    public func loadDictionary(now: Date) -> Loaded {
        sweepStaleTemporaryFiles(now: now)
        let failure: ReadFailure
        do throws(ReadFailure) {
            guard let contents = try readContents() else { return .missing }
            guard case .dictionary(let entries) = contents else { throw .notADictionary }
            return .loaded(entries)
        } catch {
            failure = error
        }
        do {
            let kept = try moveAside(at: now)
            report(
                "\(url.path) could not be read (\(failure)); it was kept as \(kept.lastPathComponent) "
                    + "and defaults are used")
            return .keptAside(kept, because: failure)
        } catch {
            report(
                "\(url.path) could not be read (\(failure)) nor moved aside (\(error)); defaults are used "
                    + "and it will not be saved over")
            return .leftInPlace(because: failure, moveFailure: error)
        }
    }

    /// Copies the original aside once and names every key whose value had the wrong type, in one line. The
    /// owner has already put the defaults in their place. Returns the copy, or nil when it could not be made.
    @discardableResult
    public func reportWrongTypes(_ wrongTypes: [WrongType], now: Date) -> URL? {
        guard !wrongTypes.isEmpty else { return nil }
        let keys = wrongTypes.map(\.description).joined(separator: "; ")
        do {
            let copy = try copyOriginalAside(at: now)
            report("\(fileName): \(keys); the default is used (the original file is kept as \(copy.lastPathComponent))")
            return copy
        } catch {
            report("\(fileName): \(keys); the default is used (the original could not be kept aside: \(error))")
            return nil
        }
    }
}

/// A value the file holds under a known key with a type the app cannot use there.
public struct WrongType: Sendable, Hashable, CustomStringConvertible {
    /// Where it is: a key, or a path such as `animations[2].duration`.
    public let key: String
    /// What belongs there, e.g. "an integer".
    public let expected: String
    /// What is there, e.g. "a string".
    public let found: String

    public init(key: String, expected: String, found: PropertyListValue) {
        self.key = key
        self.expected = expected
        self.found = found.kindDescription
    }

    public var description: String { "“\(key)” holds \(found), not \(expected)" }
}
