import ArgumentParser
import JSONText
import Pentomino

// POSIX calls rather than Foundation, so that `kinetic-solve` does not link Foundation (see `Board+File.swift`).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kinetic solve`: counts, finds or lists the solutions of a pentomino board from the command line.
///
/// Output is meant for people (`--print` draws letter grids) and for scripts (`--json` prints exactly one JSON
/// object, keys in a fixed order). A bad board exits with status 2 and a message naming the line and column.
public struct SolveCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Count, find or list the ways to cover a pentomino board with the 12 pieces.",
        discussion: """
            Built-in boards: \(Board.builtIns.map(\.name).joined(separator: ", ")).
            A board file has one line per row: '.' is a cell to cover, '#' or space is not part of the board; \
            a board has exactly 60 cells.
            """)

    /// Exit status for a board that cannot be loaded.
    static let badBoardExitCode: Int32 = 2
    /// Exit status when `--first` finds no solution.
    static let noSolutionExitCode: Int32 = 1
    /// Digits after the decimal point of the reported seconds (microseconds).
    static let secondsPrecision = 1e6

    /// What to report.
    enum Mode: String, EnumerableFlag {
        case count, first, all

        static func help(for value: Mode) -> ArgumentHelp? {
            switch value {
            case .count: "Count all solutions and the distinct ones."
            case .first: "Show the first solution found."
            case .all: "Show every solution (or every distinct one with --distinct)."
            }
        }
    }

    @Argument(help: "A built-in board name.")
    var board: String?

    @Option(name: .customLong("board-file"), help: "Read the board from a text file instead.")
    var boardFile: String?

    @Flag var mode: Mode = .count

    @Flag(help: "Only solutions that differ by more than a turn or mirror image of the board.")
    var distinct = false

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @Flag(name: .customLong("print"), help: "Draw solutions as letter grids.")
    var drawsGrids = false

    @Option(help: "Threads to count with (default: one per core).")
    var jobs: Int?

    public init() {}

    public func validate() throws {
        guard (board == nil) != (boardFile == nil) else {
            throw ValidationError("Give either a built-in board name or --board-file FILE.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    /// Threads for counting: `--jobs`, or one per online core.
    private var threadCount: Int { jobs ?? max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    public func run() throws {
        let board = loadBoard()
        let started = ContinuousClock.now
        let solver = try Solver(board: board)
        switch mode {
        case .count:
            let count = try solver.count(jobs: threadCount)
            let example = drawsGrids && !json ? try solver.firstSolution() : nil
            report(count, example: example, board: board, seconds: seconds(since: started))
        case .first:
            let solution = try solver.firstSolution()
            report(solution.map { [$0] } ?? [], board: board, seconds: seconds(since: started))
            if solution == nil { throw ExitCode(Self.noSolutionExitCode) }
        case .all:
            let solutions = try solver.solutions(distinct: distinct)
            report(solutions, board: board, seconds: seconds(since: started))
        }
    }

    /// The board named on the command line; exits with status 2 and a message if it cannot be loaded.
    private func loadBoard() -> Board {
        if let board {
            guard let builtIn = Board.builtIn(named: board) else {
                let names = Board.builtIns.map(\.name).joined(separator: ", ")
                fail("unknown board '\(board)'; built-in boards: \(names)")
            }
            return builtIn
        }
        do {
            return try Board(contentsOfFile: boardFile ?? "")
        } catch {
            fail("\(error)")
        }
    }

    /// Prints `message` to standard error and exits with the bad-board status.
    private func fail(_ message: String) -> Never {
        var line = "error: \(message)\n"
        line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exitProcess(Self.badBoardExitCode)
    }

    /// Seconds elapsed since `start`, rounded to microseconds.
    private func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        let value = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return (value * Self.secondsPrecision).rounded() / Self.secondsPrecision
    }
}

/// Ends the process with `status` through the C library, which flushes standard output first (inside a command,
/// `exit` names ArgumentParser's own).
private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

// MARK: - Output

extension SolveCommand {
    /// Prints a count: the one JSON object `{"board", "cells", "solutions", "distinct", "seconds"}`, or a line of
    /// text (plus an example grid with `--print`).
    fileprivate func report(_ count: SolutionCount, example: [Placement]?, board: Board, seconds: Double) {
        if json {
            let fields: [(String, JSON)] = [
                ("board", .string(board.name)), ("cells", .int(board.cellCount)), ("solutions", .int(count.solutions)),
                ("distinct", .int(count.distinct)), ("seconds", .double(seconds)),
            ]
            print(JSON.object(fields).text)
            return
        }
        let symmetries = "\(count.symmetryCount) \(count.symmetryCount == 1 ? "symmetry" : "symmetries")"
        print(
            distinct
                ? "\(board.name): \(count.distinct) distinct solutions in \(seconds) s"
                : "\(board.name): \(count.solutions) solutions, \(count.distinct) distinct (\(symmetries)) in \(seconds) s"
        )
        if let example {
            print("\n" + board.letterGrid(of: example).joined(separator: "\n"))
        }
    }

    /// Prints the solutions of `--first` or `--all`: as placement lists or letter grids, or as one JSON object.
    fileprivate func report(_ solutions: [[Placement]], board: Board, seconds: Double) {
        if json {
            print(jsonReport(solutions, board: board, seconds: seconds).text)
            return
        }
        if mode == .first, solutions.isEmpty {
            print("\(board.name): no solution")
            return
        }
        for solution in solutions {
            print(drawsGrids ? board.letterGrid(of: solution).joined(separator: "\n") + "\n" : placementList(solution))
        }
        if mode == .all {
            let kind = distinct ? "distinct solutions" : "solutions"
            print("\(board.name): \(solutions.count) \(kind) in \(seconds) s")
        }
    }

    /// `--first` → `{"board", "cells", "solution", ["grid",] "seconds"}`; `--all` → `{"board", "cells",
    /// "distinct", "count", "solutions", ["grids",] "seconds"}`.
    private func jsonReport(_ solutions: [[Placement]], board: Board, seconds: Double) -> JSON {
        func grid(_ solution: [Placement]) -> JSON { .array(board.letterGrid(of: solution).map(JSON.string)) }
        var fields: [(String, JSON)] = [("board", .string(board.name)), ("cells", .int(board.cellCount))]
        if mode == .first {
            fields.append(("solution", solutions.first.map(placementsJSON) ?? .null))
            if drawsGrids { fields.append(("grid", solutions.first.map(grid) ?? .null)) }
        } else {
            fields += [("distinct", .bool(distinct)), ("count", .int(solutions.count))]
            fields.append(("solutions", .array(solutions.map(placementsJSON))))
            if drawsGrids { fields.append(("grids", .array(solutions.map(grid)))) }
        }
        fields.append(("seconds", .double(seconds)))
        return .object(fields)
    }

    /// `[{"piece": "F", "orientation": 3, "row": 0, "column": 1}, ...]`
    private func placementsJSON(_ solution: [Placement]) -> JSON {
        .array(
            solution.map { placement in
                .object([
                    ("piece", .string(String(placement.piece.letter))),
                    ("orientation", .int(placement.orientation.index)),
                    ("row", .int(placement.origin.row)), ("column", .int(placement.origin.column)),
                ])
            })
    }

    /// `F3@0,1 I0@0,0 ...`: piece letter, orientation index, origin row and column.
    private func placementList(_ solution: [Placement]) -> String {
        solution.map(\.description).joined(separator: " ")
    }
}

/// A minimal JSON writer that keeps object keys in the order given (Foundation's encoder does not).
private indirect enum JSON {
    case string(String), int(Int), double(Double), bool(Bool), null
    case array([JSON])
    case object([(String, JSON)])

    var text: String {
        switch self {
        case .string(let value): JSONText.stringLiteral(value)
        case .int(let value): String(value)
        case .double(let value): value.isFinite ? String(value) : "null"
        case .bool(let value): String(value)
        case .null: "null"
        case .array(let items): "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .object(let fields):
            "{" + fields.map { JSONText.stringLiteral($0) + ": " + $1.text }.joined(separator: ", ") + "}"
        }
    }

}
