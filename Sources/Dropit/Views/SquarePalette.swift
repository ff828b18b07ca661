import Kit

/// The squares' colours: saturated but soft, each bright enough to read on the Theme's dark background and
/// distinct from its neighbours in the list.
public enum SquarePalette {
    public static let colors: [Color] = [
        Color(hex: 0xFF6B6B),  // coral
        Color(hex: 0xFF9F43),  // tangerine
        Color(hex: 0xFECA57),  // sunflower
        Color(hex: 0x1DD1A1),  // mint
        Color(hex: 0x48DBFB),  // sky
        Color(hex: 0x54A0FF),  // azure
        Color(hex: 0xA28BFF),  // lavender
        Color(hex: 0xFF7EB6),  // pink
    ]

    /// `color` darkened by `fraction` (0…1) towards black, for edges.
    static func shade(_ color: Color, by fraction: Double) -> Color {
        Color.interpolate(color, .black.withAlpha(color.alpha), fraction)
    }
}
