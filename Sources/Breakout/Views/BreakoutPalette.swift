import Kit

/// Breakout's colours on the Theme's dark palette: flat, one per brick row, bright against the field.
enum BreakoutPalette {
    /// Brick colours from the top row down (the most valuable row is the hottest colour); rows past the list repeat it.
    static let rows: [Color] = [
        Color(hex: 0xFF5E6C), Color(hex: 0xFF9F43), Color(hex: 0xFECA57), Color(hex: 0x2ED573),
        Color(hex: 0x1ED4C8), Color(hex: 0x54A0FF), Color(hex: 0x8C7AE6), Color(hex: 0xF368E0),
    ]
    /// The play field: darker than the window so the bricks glow.
    static let field = Color(hex: 0x111722)
    static let fieldBorder = Theme.Palette.separator
    static let paddle = Theme.Palette.accent
    static let paddleHighlight = Color(hex: 0xFFD29B)
    static let ballCore = Color(hex: 0xFFF7EA)
    static let ballGlow = Color(hex: 0xFFC46B)
    /// The ball's colour while the slow-ball effect lasts.
    static let slowBallGlow = Color(hex: 0x6CB4FF)
    /// Marks on bricks (pips, cracks, special icons): a dark ink that reads on every row colour.
    static let brickInk = Color(hex: 0x151B27)
    static let flash = Color.white

    /// The colour of a timed effect's timer: the paddle's for the wider paddle, the slow balls' glow for slow balls.
    static func effect(_ special: BrickSpecial) -> Color {
        special == .slowBall ? slowBallGlow : paddle
    }

    static func brick(row: Int) -> Color {
        rows[row % rows.count]
    }
}
