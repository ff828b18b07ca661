import Foundation

/// One figure of the final table: what was measured, against which floor (a bare program doing the least the
/// same work needs, measured in the same run), and the target.
struct ResultRow {
    enum Comparison {
        /// The value itself must be at most the bound (same unit as the value).
        case atMost(Double)
        /// value / floor must be at most the bound.
        case ratioAtMost(Double)
        /// value − floor must be at most the bound (same unit as the value).
        case overFloorAtMost(Double)
        /// Reported for information only.
        case none
    }

    var area: String
    var figure: String
    var value: Double
    var unit: String
    var floor: Double?
    var comparison: Comparison
    var failure: String?
    /// Whole numbers (a count of things), printed without decimals.
    var isCount = false

    init(
        area: String, figure: String, value: Double, unit: String, floor: Double? = nil, target: Comparison,
        isCount: Bool = false
    ) {
        self.area = area
        self.figure = figure
        self.value = value
        self.unit = unit
        self.floor = floor
        comparison = target
        self.isCount = isCount
    }

    /// `value` as the table prints it, with the unit.
    func formatted(_ value: Double) -> String {
        let number = isCount && value.isFinite ? String(Int(value)) : Format.number(value)
        return unit.isEmpty ? number : "\(number) \(unit)"
    }

    static func failure(area: String, message: String) -> ResultRow {
        var row = ResultRow(area: area, figure: "did not run", value: .nan, unit: "", target: .none)
        row.failure = message
        return row
    }

    /// The value over its floor; counts (dropped frames) compare side by side, not as a ratio.
    var ratio: Double? { isCount ? nil : floor.map { value / $0 } }

    var target: String {
        switch comparison {
        case .atMost(let bound): return "≤ \(formatted(bound))"
        case .ratioAtMost(let bound): return "≤ \(Format.number(bound))× floor"
        case .overFloorAtMost(let bound): return "≤ floor + \(formatted(bound))"
        case .none: return "—"
        }
    }

    var met: Bool? {
        guard failure == nil else { return false }
        switch comparison {
        case .atMost(let bound): return value <= bound
        case .ratioAtMost(let bound): return ratio.map { $0 <= bound }
        case .overFloorAtMost(let bound): return floor.map { value - $0 <= bound }
        case .none: return nil
        }
    }
}

/// Every area's figures, printed as one plain-text table.
struct ResultTable {
    var rows: [ResultRow] = []

    var hasFailedArea: Bool { rows.contains { $0.failure != nil } }

    func rendered() -> String {
        let header = ["area", "figure", "value", "floor", "ratio", "target", "met?"]
        let cells = rows.map { row -> [String] in
            [
                row.area, row.figure,
                row.failure == nil ? row.formatted(row.value) : "—",
                row.floor.map { row.formatted($0) } ?? "—",
                row.ratio.map { Format.number($0) + "×" } ?? "—",
                row.target,
                row.failure.map { "failed: \($0)" } ?? row.met.map { $0 ? "yes" : "NO" } ?? "—",
            ]
        }
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ fields: [String]) -> String {
            zip(fields, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        let rule = widths.map { String(repeating: "-", count: $0) }
        return ([line(header), line(rule)] + cells.map(line)).joined(separator: "\n")
    }
}

enum Format {
    /// Three significant figures, no exponent: 0.0123, 1.23, 12.3, 1234.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : magnitude >= 0.1 ? 3 : 4
        return String(format: "%.\(decimals)f", value)
    }
}
