import FoundationEssentials
import Pentomino
import Preferences

/// The puzzles on disk: `pentominoes.plist` in the data directory (they are the player's work, not
/// configuration): the board being played, each board's pieces, moves and time so far, and each board's best
/// time. Undo history is not kept: a relaunch starts it afresh.
///
/// Reading is forgiving, as for every file of the app: a missing file is an empty shelf; an unusable one is kept
/// aside, said in one line on stderr and told in the window (through the app's `FileSaveStatus`), and the puzzles
/// start empty; a value of the wrong type takes its default with the original kept aside (and is told too; the
/// next save writes the good values); a piece whose spot no longer fits its board starts at home; keys this version does
/// not read are written back untouched. Writes go through `PropertyListFile` (crash-safe), and a failed one is
/// recorded in the app's `FileSaveStatus` and retried on the next save.
@MainActor
public final class PuzzleFile {
    public static let fileName = "pentominoes.plist"
    /// What the file holds, as a failed save names it to the user.
    public static let subject = "Pentominoes Puzzles"

    private enum Key {
        static let board = "board"
        static let puzzles = "puzzles"
        static let bestTimes = "bestTimes"
        static let pieces = "pieces"
        static let moves = "moves"
        static let seconds = "seconds"
        static let assisted = "assisted"
        static let finished = "finished"
        static let row = "row"
        static let column = "column"
        static let orientation = "orientation"
    }

    /// What loading found: the puzzles put away (the current board's among them) and the board last played.
    public struct Contents: Sendable {
        public var shelf: PuzzleShelf
        /// The board being played at the last save, when it is one of the boards offered.
        public var currentBoard: Board?
    }

    private let file: PropertyListFile
    private let saveStatus: FileSaveStatus?
    /// Top-level keys this version does not read, written back untouched.
    private var unknownEntries: [String: PropertyListValue] = [:]
    /// False when an unreadable file could not be moved aside: saving would destroy it.
    private var canSave = true
    /// What the file holds, so an unchanged document is not written again; nil until a load or save.
    private var documentOnDisk: PropertyListValue?

    public var url: URL { file.url }

    /// - Parameters:
    ///   - directory: the data folder (`DataLocation.directory()`); tests pass a temporary one.
    ///   - saveStatus: where failed writes are recorded (the app's, shared by all its files).
    ///   - report: where one-line diagnostics go (stderr in the app).
    public init(
        directory: URL, saveStatus: FileSaveStatus? = nil,
        report: @escaping PropertyListFile.LineSink = PropertyListFile.standardError
    ) {
        file = PropertyListFile(directory: directory, fileName: Self.fileName, report: report)
        self.saveStatus = saveStatus
    }

    /// The saved puzzles of `boards` (boards of other names are dropped).
    public func load(boards: [Board], now: Date = Date()) -> Contents {
        switch file.loadDictionary(now: now, subject: Self.subject, status: saveStatus) {
        case .missing, .keptAside:
            return Contents(shelf: PuzzleShelf(), currentBoard: nil)
        case .leftInPlace:
            canSave = false
            return Contents(shelf: PuzzleShelf(), currentBoard: nil)
        case .loaded(let entries):
            documentOnDisk = .dictionary(entries)
            var fields = PropertyListFields(entries)
            let contents = Self.contents(of: &fields, boards: boards)
            file.reportWrongTypes(fields.wrongTypes, now: now, subject: Self.subject, status: saveStatus)
            unknownEntries = fields.unknownEntries(besides: [Key.board, Key.puzzles, Key.bestTimes])
            return contents
        }
    }

    /// Writes the puzzles (clocks read at `time` on the window's clock) unless the file already holds them.
    /// Returns whether the file holds them now.
    @discardableResult
    public func save(current: PuzzleState, shelf: PuzzleShelf, at time: Double) -> Bool {
        guard canSave else { return false }
        var puzzles: [String: PropertyListValue] = [:]
        for puzzle in shelf.puzzles.values where puzzle.board != current.board {
            puzzles[puzzle.board.name] = Self.entry(for: puzzle, at: time)
        }
        puzzles[current.board.name] = Self.entry(for: current, at: time)
        var document = unknownEntries
        document[Key.board] = .string(current.board.name)
        document[Key.puzzles] = .dictionary(puzzles)
        document[Key.bestTimes] = .dictionary(shelf.bestTimes.mapValues { .double($0) })
        let value = PropertyListValue.dictionary(document)
        guard value != documentOnDisk else { return true }
        guard file.save(value, subject: Self.subject, status: saveStatus) else { return false }
        documentOnDisk = value
        return true
    }

    // MARK: Writing

    private static func entry(for puzzle: PuzzleState, at time: Double) -> PropertyListValue {
        var pieces: [String: PropertyListValue] = [:]
        for (piece, spot) in puzzle.placedPieces {
            pieces[String(piece.letter)] = .dictionary([
                Key.row: .int(spot.origin.row), Key.column: .int(spot.origin.column),
                Key.orientation: .int(spot.orientation.index),
            ])
        }
        var entry: [String: PropertyListValue] = [Key.pieces: .dictionary(pieces), Key.moves: .int(puzzle.moves)]
        if let seconds = puzzle.timer.elapsed(at: time) {
            entry[Key.seconds] = .double(seconds)
            entry[Key.assisted] = .bool(puzzle.timer.isAssisted)
            entry[Key.finished] = .bool(puzzle.timer.isFinished)
        }
        return .dictionary(entry)
    }

    // MARK: Reading

    private static func contents(of fields: inout PropertyListFields, boards: [Board]) -> Contents {
        let boardsByName = Dictionary(boards.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var puzzles: [PuzzleState] = []
        for (name, value) in dictionary(Key.puzzles, in: &fields) ?? [:] {
            guard let board = boardsByName[name] else { continue }
            guard case .dictionary(let entry) = value else {
                fields.noteWrongType("\(Key.puzzles).\(name)", expected: "a dictionary", found: value)
                continue
            }
            var entryFields = PropertyListFields(entry, path: "\(Key.puzzles).\(name).")
            puzzles.append(puzzle(of: board, from: &entryFields))
            fields.absorb(entryFields)
        }
        var bestTimes: [String: Double] = [:]
        for (name, value) in dictionary(Key.bestTimes, in: &fields) ?? [:] {
            var timeFields = PropertyListFields([name: value], path: "\(Key.bestTimes).")
            if let seconds = timeFields.double(name) { bestTimes[name] = seconds }
            fields.absorb(timeFields)
        }
        let current = fields.string(Key.board).flatMap { boardsByName[$0] }
        return Contents(shelf: PuzzleShelf(puzzles: puzzles, bestTimes: bestTimes), currentBoard: current)
    }

    private static func puzzle(of board: Board, from fields: inout PropertyListFields) -> PuzzleState {
        var spots: [Piece: BoardSpot] = [:]
        for (letter, value) in dictionary(Key.pieces, in: &fields) ?? [:] {
            guard letter.count == 1, let piece = letter.first.flatMap(Piece.init(letter:)) else { continue }
            guard case .dictionary(let spotEntries) = value else {
                fields.noteWrongType("\(Key.pieces).\(letter)", expected: "a dictionary", found: value)
                continue
            }
            var spotFields = PropertyListFields(spotEntries, path: "\(Key.pieces).\(letter).")
            if let row = spotFields.int(Key.row), let column = spotFields.int(Key.column),
                let orientation = spotFields.int(Key.orientation)
            {
                spots[piece] = BoardSpot(row: row, column: column, orientation: Orientation(index: orientation))
            }
            fields.absorb(spotFields)
        }
        var timer = PuzzleTimer()
        if let seconds = fields.double(Key.seconds) {
            timer = PuzzleTimer(
                seconds: seconds, isAssisted: fields.bool(Key.assisted) ?? false,
                isFinished: fields.bool(Key.finished) ?? false)
        }
        return PuzzleState(board: board, restoring: spots, moves: fields.int(Key.moves) ?? 0, timer: timer)
    }

    /// The dictionary under `key`, noting any other value as the wrong type.
    private static func dictionary(
        _ key: String, in fields: inout PropertyListFields
    ) -> [String: PropertyListValue]? {
        guard let value = fields.entries[key] else { return nil }
        guard case .dictionary(let entries) = value else {
            fields.noteWrongType(key, expected: "a dictionary", found: value)
            return nil
        }
        return entries
    }
}
