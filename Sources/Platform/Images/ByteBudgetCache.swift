/// Values kept within a budget of bytes: inserting past the budget drops the least recently used first. Pure
/// accounting — the owner frees what comes back (textures, fonts) — so it is tested without SDL.
struct ByteBudgetCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        let bytes: Int
        var lastUse: UInt64
        /// The generation (a rendered frame, for the canvas's caches) of the last use.
        var lastGeneration: UInt64
    }

    /// Most bytes kept. One entry larger than the whole budget is still kept (it is about to be drawn) until the
    /// next insertion pushes it out.
    private(set) var byteBudget: Int
    private(set) var totalBytes = 0
    private var entries: [Key: Entry] = [:]
    /// Counts uses; an entry's last use orders it for eviction.
    private var useCounter: UInt64 = 0
    /// Counts generations (the owner's frames), so entries nobody used for a while can be dropped.
    private(set) var generation: UInt64 = 0

    init(byteBudget: Int) {
        precondition(byteBudget > 0, "A cache needs a positive byte budget: pass the most bytes it may hold.")
        self.byteBudget = byteBudget
    }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// Keys from the least to the most recently used: the order they would be evicted in.
    var keysByRecency: [Key] {
        entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key)
    }

    /// The value for `key`, now the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        useCounter += 1
        entries[key]!.lastUse = useCounter
        entries[key]!.lastGeneration = generation
        return entries[key]!.value
    }

    /// Counts a use of every value whose key matches; returns whether there was one.
    mutating func markUsed(where matches: (Key) -> Bool) -> Bool {
        let keys = entries.keys.filter(matches)
        for key in keys { _ = value(for: key) }
        return !keys.isEmpty
    }

    /// The value for `key` without counting as a use (so it does not change the eviction order).
    func peek(_ key: Key) -> Value? { entries[key]?.value }

    /// Keeps `value` as the most recently used; returns what had to go to stay within the budget (and a value
    /// `key` held before), for the owner to free.
    mutating func insert(_ value: Value, bytes: Int, for key: Key) -> [Value] {
        var evicted: [Value] = []
        if let replaced = removeValue(for: key) { evicted.append(replaced) }
        useCounter += 1
        entries[key] = Entry(value: value, bytes: max(bytes, 0), lastUse: useCounter, lastGeneration: generation)
        totalBytes += max(bytes, 0)
        while totalBytes > byteBudget, let oldest = leastRecentlyUsedKey(other: key) {
            evicted.append(removeValue(for: oldest)!)
        }
        return evicted
    }

    /// Takes `key`'s value out of the cache (the caller now owns it).
    mutating func removeValue(for key: Key) -> Value? {
        guard let entry = entries.removeValue(forKey: key) else { return nil }
        totalBytes -= entry.bytes
        return entry.value
    }

    /// Changes the budget; returns what had to go to stay within a smaller one, least recently used first.
    mutating func setByteBudget(_ newBudget: Int) -> [Value] {
        precondition(newBudget > 0, "A cache needs a positive byte budget: pass the most bytes it may hold.")
        byteBudget = newBudget
        var evicted: [Value] = []
        while totalBytes > byteBudget, let oldest = keysByRecency.first {
            evicted.append(removeValue(for: oldest)!)
        }
        return evicted
    }

    /// Starts the next generation (the owner's next frame).
    mutating func advanceGeneration() {
        generation += 1
    }

    /// Takes out the values not used in the last `limit` generations (what is no longer drawn).
    mutating func removeValues(unusedForGenerations limit: UInt64) -> [Value] {
        guard generation > limit else { return [] }
        let oldest = generation - limit
        return entries.filter { $0.value.lastGeneration < oldest }.keys.compactMap { removeValue(for: $0) }
    }

    /// Takes out every value whose key matches.
    mutating func removeValues(where shouldRemove: (Key) -> Bool) -> [Value] {
        entries.keys.filter(shouldRemove).compactMap { removeValue(for: $0) }
    }

    /// Empties the cache; returns every value for the owner to free.
    mutating func removeAll() -> [Value] {
        let values = entries.values.map(\.value)
        entries.removeAll()
        totalBytes = 0
        return values
    }

    private func leastRecentlyUsedKey(other protected: Key) -> Key? {
        var oldest: (key: Key, lastUse: UInt64)?
        for (key, entry) in entries where key != protected && entry.lastUse < (oldest?.lastUse ?? .max) {
            oldest = (key, entry.lastUse)
        }
        return oldest?.key
    }
}
