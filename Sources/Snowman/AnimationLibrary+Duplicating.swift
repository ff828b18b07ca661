import FoundationEssentials

/// Duplicate: a copy of any animation, a preset too, saved at once under the first free name in the style a
/// desktop's file manager uses ("Tumble copy", "Tumble copy 2"); a copy of a copy counts on from its original's
/// name ("Tumble copy 2" gives "Tumble copy 3", never "Tumble copy copy").
extension AnimationLibrary {
    /// Saves a copy of the animation named `name` under a free name and returns that name.
    @discardableResult
    public func duplicate(_ name: String) throws -> String {
        guard let original = setting(named: name) else { throw LibraryError.notFound(name) }
        return try save(original.renamed(copyName(for: original.name)))
    }

    /// The first of "<base> copy", "<base> copy 2", "<base> copy 3"… that no animation uses, where the base is
    /// `name` without a copy suffix of its own, shortened when needed to keep within `maximumNameLength`.
    public func copyName(for name: String) -> String {
        let base = Self.nameWithoutCopySuffix(Self.normalized(name))
        var number = 1
        while true {
            let suffix = number == 1 ? " copy" : " copy \(number)"
            let candidate = Self.shortened(base, toFit: Self.maximumNameLength - suffix.count) + suffix
            if setting(named: candidate) == nil { return candidate }
            number += 1
        }
    }

    /// "Tumble copy 2" → "Tumble"; "Tumble copy" → "Tumble"; "Tumble" stays.
    static func nameWithoutCopySuffix(_ name: String) -> String {
        let digitCount = name.reversed().prefix { $0.isASCII && $0.isNumber }.count
        var stem = name.dropLast(digitCount)
        if digitCount > 0 {
            guard stem.hasSuffix(" ") else { return name }
            stem = stem.dropLast()
        }
        guard stem.hasSuffix(copyMarker), stem.count > copyMarker.count else { return name }
        return String(stem.dropLast(copyMarker.count))
    }

    /// What a duplicate's name ends with, before its number.
    private static let copyMarker = " copy"

    private static func shortened(_ base: String, toFit length: Int) -> String {
        base.count <= length ? base : String(base.prefix(max(length, 1))).trimming(.whitespaces)
    }
}
