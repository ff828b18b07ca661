import Kit
import Pentomino

/// The scene's own colours: a board that stands off the window's slate, and twelve piece colours of even
/// brightness around the colour wheel, light enough to read on the dark theme and distinct side by side.
enum PentominoesPalette {
    /// The board's open squares: a lighter, bluer slate than the window and the surfaces around it.
    static let boardCell = Color(hex: 0x3A4866)
    /// The board's rim and the grid lines between squares.
    static let boardFrame = Color(hex: 0x4D5D80)
    static let gridLine = Color(hex: 0x2C3750)
    /// A hole: the board's own recess, darker than the window so it reads as cut out, not as background.
    static let hole = Color(hex: 0x151B27)
    /// Marks on the parts of pieces that overlap another piece.
    static let overlapMark = Color(hex: 0xFFFFFF, alpha: 0.55)
    /// Shadow under a lifted piece.
    static let shadow = Color(hex: 0x05080F)

    /// Hues 4°…326° at one lightness and saturation (HSL 66 %, 72 %), nudged by eye where green and yellow
    /// looked brighter than the rest.
    static func color(of piece: Piece) -> Color {
        pieceColors[piece.rawValue]
    }

    private static let pieceColors: [Color] = [
        Color(hex: 0xEF7468),  // F coral
        Color(hex: 0xEFA25E),  // I orange
        Color(hex: 0xE8C95A),  // L gold
        Color(hex: 0xB5DB62),  // N lime
        Color(hex: 0x62CF7C),  // P green
        Color(hex: 0x55D3B4),  // T mint
        Color(hex: 0x5CC9E0),  // U cyan
        Color(hex: 0x6AA6EC),  // V sky
        Color(hex: 0x7C86EE),  // W periwinkle
        Color(hex: 0xA07BEA),  // X violet
        Color(hex: 0xD17BE0),  // Y orchid
        Color(hex: 0xEB78AE),  // Z pink
    ]
}

extension Color {
    /// This colour mixed with black by `amount` (0…1): the shaded side of a bevel.
    func darkened(_ amount: Double) -> Color {
        Color.interpolate(self, Color(red: 0, green: 0, blue: 0, alpha: alpha), amount)
    }

    /// This colour mixed with white by `amount` (0…1): the lit edge of a bevel.
    func lightened(_ amount: Double) -> Color {
        Color.interpolate(self, Color(red: 1, green: 1, blue: 1, alpha: alpha), amount)
    }
}
