extension String {
    /// Which characters `trimming(_:)` takes off the ends.
    enum TrimmedSpace {
        /// Spaces of any width and tabs (Unicode's space separators and U+0009).
        case whitespaces
        /// Those, line and paragraph separators, and the line breaks U+000A–U+000D and U+0085.
        case whitespacesAndNewlines

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .spaceSeparator: return true
            case .lineSeparator, .paragraphSeparator: return self == .whitespacesAndNewlines
            default: break
            }
            if scalar == "\t" { return true }
            return self == .whitespacesAndNewlines && ((0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85)
        }
    }

    /// The string without the characters of `set` at either end (the middle is kept as it is).
    func trimming(_ set: TrimmedSpace) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }),
            let last = scalars.lastIndex(where: { !set.contains($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
