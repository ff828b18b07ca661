/// Points for clearing rows: more for several at once, times the level, so a double is worth more than two
/// singles and the same clear is worth more as the drops come faster.
///
/// ```swift
/// Scoring.points(rows: 1, level: 1)   // 100
/// Scoring.points(rows: 2, level: 3)   // 900
/// Scoring.points(rows: 6, level: 1)   // 1,600: four rows' 800, and 400 for each row past four
/// ```
public enum Scoring {
    /// Points at level 1 for one, two, three and four rows cleared in one step.
    public static let table = [100, 300, 500, 800]
    /// Points at level 1 for each row past four in one step (rare: only a field full of waiting rows gives it).
    public static let beyondTable = 400

    public static func points(rows: Int, level: Int, table: [Int] = table, beyondTable: Int = beyondTable) -> Int {
        guard rows > 0, let last = table.last else { return 0 }
        let base = rows <= table.count ? table[rows - 1] : last + (rows - table.count) * beyondTable
        return base * max(level, 1)
    }

    /// A score as a player reads it: thousands grouped with commas ("12,480").
    public static func text(_ score: Int) -> String {
        let digits = String(abs(score))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return score < 0 ? "-" + grouped : grouped
    }
}

/// Rows cleared together: a clear within `DropitTuning.comboWindow` of the one before joins it, and the rows of
/// the combo score as one clear (its first row 100, the second 200 more, as a double's 300). Squares settle a
/// moment apart, never in the same instant, so rows that fill together clear a moment apart too: "at once" is a
/// moment, not one physics step.
public struct Combo: Equatable, Sendable {
    /// Rows in the combo so far.
    public private(set) var rows = 0
    /// Clock time of its last clear.
    private var lastClear = -Double.infinity

    public init() {}

    /// Adds `count` rows cleared at `now`; returns the combo's rows before and after them (a new combo starts
    /// from none).
    public mutating func add(_ count: Int, at now: Double) -> (before: Int, after: Int) {
        if now - lastClear > DropitTuning.comboWindow { rows = 0 }
        let before = rows
        rows += count
        lastClear = now
        return (before, rows)
    }
}

/// The levels: every `DropitTuning.rowsPerLevel` rows cleared reach the next one. At level 1 squares drop only when
/// the player drops them; from level 2 the next square drops by itself if the player waits too long, and the wait
/// shortens with every level.
public enum Levels {
    /// The level reached with `rows` cleared.
    public static func level(forRows rows: Int) -> Int {
        1 + max(rows, 0) / DropitTuning.rowsPerLevel
    }

    /// Seconds the player has to drop before the next square drops by itself at `level`; nil at level 1.
    public static func dropInterval(level: Int) -> Double? {
        guard level >= 2 else { return nil }
        let interval = DropitTuning.firstDropInterval * pow(DropitTuning.dropIntervalRatio, level - 2)
        return max(interval, DropitTuning.shortestDropInterval)
    }

    /// A wait as a player reads it: "2.6 s", "3 s".
    public static func text(seconds value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10) s" : "\(tenths / 10).\(tenths % 10) s"
    }

    /// Rows still to clear for the next level.
    public static func rowsToNextLevel(after rows: Int) -> Int {
        DropitTuning.rowsPerLevel - max(rows, 0) % DropitTuning.rowsPerLevel
    }

    /// `base` to the power `exponent` (a whole number of levels), without Foundation.
    private static func pow(_ base: Double, _ exponent: Int) -> Double {
        (0..<max(exponent, 0)).reduce(1) { product, _ in product * base }
    }
}
