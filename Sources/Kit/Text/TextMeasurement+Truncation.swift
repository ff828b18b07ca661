extension TextMeasurement {
    /// What ends a line cut short.
    public static let ellipsis = "…"

    /// `text` as it fits on one line of `width` points in `style`: unchanged when it fits, else as many of its
    /// leading characters as fit followed by an ellipsis (never less than the ellipsis alone).
    public static func truncated(_ text: String, style: TextStyle, width: Double, scale: Double = 1) -> String {
        guard Self.width(of: text, style: style, scale: scale) > width else { return text }
        let characters = Array(text)
        // The longest prefix that fits with the ellipsis: widths grow with the prefix, so a binary search finds it.
        var fitting = 0
        var tooLong = characters.count
        while tooLong - fitting > 1 {
            let middle = (fitting + tooLong) / 2
            let candidate = String(characters[..<middle]) + ellipsis
            if Self.width(of: candidate, style: style, scale: scale) <= width {
                fitting = middle
            } else {
                tooLong = middle
            }
        }
        let kept = String(characters[..<fitting]).trimmingTrailingSpaces
        return kept + ellipsis
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var trimmed = self
        while trimmed.last == " " { trimmed.removeLast() }
        return trimmed
    }
}
