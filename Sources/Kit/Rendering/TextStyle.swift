/// How a run of text looks: size in points, weight, colour, alignment and wrapping.
public struct TextStyle: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case regular, bold }
    public enum Alignment: Hashable, Sendable { case leading, center, trailing }

    public var size: Double
    public var weight: Weight
    public var color: Color
    public var alignment: Alignment
    /// When false the text is one line, vertically centred in its rect; when true it wraps to the rect's width.
    public var isMultiline: Bool

    public init(
        size: Double, weight: Weight = .regular, color: Color = .black, alignment: Alignment = .leading,
        isMultiline: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.isMultiline = isMultiline
    }
}
