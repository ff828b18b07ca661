import Testing

@testable import Kit
@testable import Platform

/// A label's `text_size` with the platform's fonts is the size of what the canvas draws: the painted pixels of one
/// line or of wrapped text lie inside the measured box and fill it to within a line. One serialized suite: SDL's
/// global state is not for concurrent use.
@MainActor
@Suite("Text sizes measured as the platform draws them", .serialized)
struct TextLayoutMeasurementTests {
    static let paragraph =
        "Launch the waiting ball, or push every ball once the cooldown has passed, as often as you like"
    static let size = Size(width: 240, height: 200)

    /// The painted pixels' bounds (white text on black), in points.
    private func paintedBounds(of label: Label) throws -> Rect {
        let target = try OffscreenTarget(size: Self.size)
        let root = View(frame: Rect(origin: .zero, size: Self.size))
        root.addSubview(label)
        target.render(root, background: .black)
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<Int(Self.size.height) {
            for x in 0..<Int(Self.size.width) where target.pixel(x: x, y: y).red > 0.2 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        try #require(maxX >= 0, "the label drew something")
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    /// Runs `body` measuring with the platform's fonts (SDL_ttf initialised first, as the host does).
    private func withFonts<T>(_ body: () throws -> T) throws -> T {
        _ = try OffscreenTarget(size: Self.size)
        let previous = TextMeasurement.measurer
        TextMeasurement.measurer = try FontTextMeasurer()
        defer { TextMeasurement.measurer = previous }
        return try body()
    }

    @Test("Wrapped text: the painted lines lie inside the measured box, which holds no spare line")
    func wrappedText() throws {
        try withFonts {
            let style = TextStyle(size: 14, color: .white, isMultiline: true)
            let label = Label(text: Self.paragraph, style: style, frame: Rect(x: 0, y: 0, width: 200, height: 200))
            let measured = label.laidOutTextSize
            let line = TextMeasurement.size(of: "Ag", style: style).height
            #expect(measured.width <= 200, "wrapped to the label's width")
            #expect(measured.height >= 3 * line, "a paragraph this long takes several lines at 200 pt")
            let painted = try paintedBounds(of: label)
            // The canvas centres the text's box vertically in the label.
            let box = Rect(x: 0, y: (200 - measured.height) / 2, width: measured.width, height: measured.height)
            #expect(painted.minX >= box.minX && painted.maxX <= box.maxX + 1)
            #expect(painted.minY >= box.minY && painted.maxY <= box.maxY + 1)
            #expect(painted.height > measured.height - line, "every measured line has text on it")
        }
    }

    @Test("One line: the painted text is as wide as measured, within a pixel or two of side bearing")
    func oneLine() throws {
        try withFonts {
            let style = TextStyle(size: 14, color: .white)
            let label = Label(
                text: "Solution 2181 of 2339", style: style, frame: Rect(x: 0, y: 0, width: 240, height: 40))
            let measured = label.laidOutTextSize
            let painted = try paintedBounds(of: label)
            #expect(painted.maxX <= measured.width + 1)
            #expect(painted.width >= measured.width - 3)
        }
    }

    @Test("A multi-line label too short for its wrapped text says so: its text is taller than its frame")
    func tooShort() throws {
        try withFonts {
            let style = TextStyle(size: 14, color: .white, isMultiline: true)
            let label = Label(text: Self.paragraph, style: style, frame: Rect(x: 0, y: 0, width: 200, height: 34))
            #expect(label.laidOutTextSize.height > 34)
        }
    }
}
