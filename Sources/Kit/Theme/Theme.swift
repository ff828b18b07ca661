/// The one look of Kinetic: palette, type sizes and the spacing grid every view uses.
public enum Theme {
    public enum Palette {
        /// The window behind every scene: a deep blue-slate, never white (the Crossfade spec asks for colour).
        public static let background = Color(hex: 0x1D2433)
        public static let surface = Color(hex: 0x273043)
        public static let surfaceRaised = Color(hex: 0x313B52)
        public static let separator = Color(hex: 0x3D4860)
        public static let textPrimary = Color(hex: 0xF2F4F8)
        public static let textSecondary = Color(hex: 0xA7B0C2)
        public static let accent = Color(hex: 0xFF9F43)
        public static let accentPressed = Color(hex: 0xE0852A)
        public static let tabBar = Color(hex: 0x151B27)
        public static let tabInactive = Color(hex: 0x8A93A6)
        public static let focusRing = Color(hex: 0x6CB4FF)
    }

    public enum TypeSize {
        public static let caption: Double = 11
        public static let body: Double = 14
        public static let headline: Double = 17
        public static let title: Double = 22
    }

    /// The 8-point grid: every margin and gap is a multiple of this, in points.
    public static let spacing: Double = 8
    public static let cornerRadius: Double = 10
    /// Height of the tab bar at the bottom of the window, in points.
    public static let tabBarHeight: Double = 60
    /// Size of a tab's icon, in points.
    public static let tabIconSize: Double = 26
    /// UI feedback motion (highlight, selection) lasts this long, in seconds.
    public static let feedbackDuration: Double = 0.2
}
