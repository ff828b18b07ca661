import Foundation

/// What a reader did with a fuzzed file, read from its folder afterwards: the only outcomes allowed are that the
/// file loaded (left in place, perhaps with its original copied aside because a value had the wrong type) or
/// that it was kept aside whole while defaults took over. Anything else — a missing or changed original, stray
/// files — is a defect.
public enum ReaderOutcome: Hashable, Sendable, CustomStringConvertible {
    case loaded
    /// Loaded, with the original copied aside (`<name>.original-…`) for a value of the wrong type.
    case loadedWithOriginalKept
    /// Moved aside (`<name>.corrupt-…`); the owner uses its defaults.
    case keptAside

    public var description: String {
        switch self {
        case .loaded: "loaded"
        case .loadedWithOriginalKept: "loaded, original kept aside"
        case .keptAside: "kept aside"
        }
    }

    /// The outcome, or a sentence saying what is wrong with the folder.
    public static func classify(folder: URL, fileName: String, input: Data) -> Result<ReaderOutcome, Failure> {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        func contents(_ name: String) -> Data? { try? Data(contentsOf: folder.appendingPathComponent(name)) }
        let corrupt = names.filter { $0.hasPrefix("\(fileName).corrupt-") }
        let originals = names.filter { $0.hasPrefix("\(fileName).original-") }
        let unexpected = names.filter { $0 != fileName && !corrupt.contains($0) && !originals.contains($0) }
        guard unexpected.isEmpty else { return .failure(Failure("unexpected files \(unexpected)")) }
        if names.contains(fileName) {
            guard corrupt.isEmpty else { return .failure(Failure("kept aside yet still in place")) }
            guard let original = originals.first else {
                guard contents(fileName) == input else { return .failure(Failure("the file was changed on load")) }
                return .success(.loaded)
            }
            // Values of the wrong type were reset: the file may already be rewritten with good values, as long as
            // the original is kept whole.
            guard originals.count == 1, contents(original) == input else {
                return .failure(Failure("the original kept aside differs: \(originals)"))
            }
            return .success(.loadedWithOriginalKept)
        }
        guard corrupt.count == 1, originals.isEmpty, contents(corrupt[0]) == input else {
            return .failure(Failure("the file is gone and not kept whole: \(names)"))
        }
        return .success(.keptAside)
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}

/// A folder per case under one temporary root, removed as soon as the case is done so oversized inputs do not
/// pile up. The root is in memory (`/dev/shm`) where there is one: every save flushes to the disk, and thousands
/// of flushes to a real disk would cost the run most of its time budget without testing anything more.
public struct FuzzFolders: Sendable {
    /// A RAM-backed folder on Linux; the system's temporary folder is used when it is missing.
    static let memoryFolder = URL(fileURLWithPath: "/dev/shm", isDirectory: true)

    public let root: URL

    public init(label: String) {
        let base =
            FileManager.default.isWritableFile(atPath: Self.memoryFolder.path)
            ? Self.memoryFolder : FileManager.default.temporaryDirectory
        root = base.appendingPathComponent("kinetic-fuzz-\(label)-\(UUID().uuidString)")
    }

    /// A fresh, empty folder for case `index`, holding `data` as `fileName`.
    public func folder(for index: Int, holding data: Data, as fileName: String) throws -> URL {
        let folder = root.appendingPathComponent("case-\(index)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent(fileName))
        return folder
    }

    public func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }

    public func removeAll() {
        try? FileManager.default.removeItem(at: root)
    }
}
