/// The states a value went through, for undo and redo: each recorded step is one press of Undo.
///
/// The owner records the value as it was before each change; Undo hands back the newest earlier value and keeps
/// the current one for Redo. A new change after an undo forgets the redo steps, as every editor does.
public struct UndoHistory<Value: Hashable & Sendable>: Hashable, Sendable {
    /// Undo steps kept before the oldest is forgotten: far more than a player retraces, and a bound on memory.
    public static var defaultLimit: Int { 500 }

    public let limit: Int
    /// Earlier values, oldest first.
    public private(set) var past: [Value] = []
    /// Values undone, the next redo last.
    public private(set) var future: [Value] = []

    public init(limit: Int = Self.defaultLimit) {
        precondition(limit > 0, "An undo history needs room for at least one step: pass a positive limit")
        self.limit = limit
    }

    public var canUndo: Bool { !past.isEmpty }
    public var canRedo: Bool { !future.isEmpty }

    /// A change is about to replace `previous`: it becomes the newest undo step and the redo steps are forgotten.
    public mutating func record(_ previous: Value) {
        past.append(previous)
        if past.count > limit { past.removeFirst(past.count - limit) }
        future.removeAll()
    }

    /// The value before the newest step, or nil when there is none; `current` becomes the next redo.
    public mutating func undo(from current: Value) -> Value? {
        guard let previous = past.popLast() else { return nil }
        future.append(current)
        return previous
    }

    /// The value the last undo left, or nil when there is none; `current` becomes the newest undo step again.
    public mutating func redo(from current: Value) -> Value? {
        guard let next = future.popLast() else { return nil }
        past.append(current)
        return next
    }

    /// Forgets every step (a fresh puzzle).
    public mutating func clear() {
        past.removeAll()
        future.removeAll()
    }
}
