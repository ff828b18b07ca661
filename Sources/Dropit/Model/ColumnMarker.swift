/// The keyboard's aim: the column the next square drops into when Return is pressed, drawn over the field. It
/// starts in the middle; the arrows move it a column, Home and End jump to the edges, and a click moves it to the
/// column clicked, so mouse and keys take turns smoothly. It stays inside the field whatever its width.
public struct ColumnMarker: Equatable, Sendable {
    public enum Move: Equatable, Sendable {
        case left, right, first, last
        case to(Int)
    }

    /// The column chosen, or nil for the middle one (whatever the field's width turns out to be).
    private var chosen: Int?

    public init() {}

    /// The column marked on a field of `columns` columns.
    public func column(in columns: Int) -> Int {
        clamped(chosen ?? columns / 2, columns: columns)
    }

    public mutating func apply(_ move: Move, columns: Int) {
        let current = column(in: columns)
        let target: Int
        switch move {
        case .left: target = current - 1
        case .right: target = current + 1
        case .first: target = 0
        case .last: target = columns - 1
        case .to(let column): target = column
        }
        chosen = clamped(target, columns: columns)
    }

    private func clamped(_ column: Int, columns: Int) -> Int {
        min(max(column, 0), max(columns - 1, 0))
    }
}
