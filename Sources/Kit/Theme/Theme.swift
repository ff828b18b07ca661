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
        static let accentPressed = Color(hex: 0xE0852A)
        public static let tabBar = Color(hex: 0x151B27)
        static let tabInactive = Color(hex: 0x8A93A6)
        public static let focusRing = Color(hex: 0x6CB4FF)
        /// Text and glyphs drawn on an accent fill: the dark background colour reads at 8:1 on the orange.
        static let onAccent = Color(hex: 0x1D2433)
        /// Actions that delete or discard (a red that keeps 4.5:1 with white bold text on top).
        public static let destructive = Color(hex: 0xD64545)
        static let destructivePressed = Color(hex: 0xB83838)
        /// A secondary control's face (gray buttons, steppers, segmented tracks) and its pressed shade.
        public static let controlFill = Color(hex: 0x3A4560)
        static let controlFillPressed = Color(hex: 0x4A5674)
        /// The raised pill under a segmented control's selected segment: lighter than the track, so the
        /// selection reads without colour (white text on it in either state).
        static let segmentIndicator = Color(hex: 0x5E6A8A)
        /// A text field's well: darker than the surfaces around it, so it reads as a place to type into.
        static let fieldBackground = Color(hex: 0x151B27)
        /// Selected text's highlight, behind the glyphs.
        static let textSelection = Color(hex: 0x6CB4FF, alpha: 0.35)
        /// The groove between the parts of one control (stepper halves, segments): darker than its face.
        static let controlDivider = Color(hex: 0x262E40)
        /// The off state of a switch and the unfilled part of a slider's track.
        public static let controlTrack = Color(hex: 0x485370)
        /// The round thumbs of switches and sliders.
        static let thumb = Color(hex: 0xF2F4F8)
        /// A disabled thumb: opaque (a see-through thumb would show the track through it), dimmed toward the
        /// background as much as the rest of a disabled control.
        static let disabledThumb = Color.interpolate(background, thumb, ControlMetrics.disabledAlpha)
        /// The thin rim around a thumb so it stays visible on a light track.
        static let thumbRim = Color(hex: 0x000000, alpha: 0.25)
    }

    /// Font sizes of the type scale, in points.
    public enum TypeSize {
        public static let caption: Double = 11
        /// Help text under a row or a section: the smallest size meant to be read as sentences.
        public static let footnote: Double = 13
        public static let body: Double = 14
        public static let headline: Double = 17
        public static let title: Double = 22
    }

    /// The 8-point grid: every margin and gap is a multiple of this, in points.
    public static let spacing: Double = 8
    public static let cornerRadius: Double = 10
    /// Height of the tab bar at the bottom of the window, in points.
    static let tabBarHeight: Double = 60
    /// Size of a tab's icon, in points.
    static let tabIconSize: Double = 26
    /// UI feedback motion (highlight, selection) lasts this long, in seconds.
    public static let feedbackDuration: Double = 0.2

    /// Sizes shared by the controls, in points, so a row of mixed controls lines up.
    public enum ControlMetrics {
        /// Height of buttons, steppers, segmented controls and text fields: four grid steps.
        public static let height: Double = 32
        /// Corner radius of a control's face.
        public static let cornerRadius: Double = 8
        /// Space between a button's title and its sides.
        public static let horizontalPadding: Double = 16
        /// Narrowest a button gets, so a short title ("OK") still makes a comfortable target.
        public static let minimumButtonWidth: Double = 64
        /// Opacity of a disabled control: still readable, clearly inert.
        static let disabledAlpha: Double = 0.4
    }
}
