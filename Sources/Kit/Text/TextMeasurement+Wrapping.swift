extension TextMeasurement {
    /// `text` broken into lines no wider than `width` as a word processor breaks it: at the line breaks it holds,
    /// then before the word that would run past the edge; a word wider than the whole line is cut between
    /// characters. `measure` gives one line's size. The size is the widest line by the lines' heights added up.
    nonisolated public static func greedyWrappedSize(
        of text: String, style: TextStyle, width: Double, measure: (String) -> Size
    ) -> Size {
        guard !text.isEmpty else { return .zero }
        let lines = wrappedLines(of: text, width: width) { measure($0).width }
        let lineHeight = measure(" ").height
        let widest = lines.map { measure($0).width }.max() ?? 0
        return Size(width: widest, height: Double(lines.count) * lineHeight)
    }

    /// The lines of `text` wrapped to `width`, by the widths `measureWidth` gives.
    nonisolated public static func wrappedLines(of text: String, width: Double, measureWidth: (String) -> Double)
        -> [String]
    {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
                let candidate = line.isEmpty ? word : line + " " + word
                if measureWidth(candidate) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                var pieces = cutToWidth(word, width: width, measureWidth: measureWidth)
                line = pieces.removeLast()
                lines.append(contentsOf: pieces)
            }
            lines.append(line)
        }
        return lines
    }

    /// A word too wide for a line, cut into pieces that fit (each at least one character); the last piece may
    /// take more words after it.
    nonisolated private static func cutToWidth(_ word: String, width: Double, measureWidth: (String) -> Double)
        -> [String]
    {
        var pieces: [String] = []
        var piece = ""
        for character in word {
            let candidate = piece + String(character)
            if !piece.isEmpty, measureWidth(candidate) > width {
                pieces.append(piece)
                piece = String(character)
            } else {
                piece = candidate
            }
        }
        pieces.append(piece)
        return pieces
    }
}
