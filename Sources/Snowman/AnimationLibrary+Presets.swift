extension AnimationLibrary {
    /// The built-in animations: always listed first, never deleted or replaced.
    public static let presets: [AnimationSetting] = [
        // Leans back and sways side to side, squashing a little: a snowman keeping its balance.
        AnimationSetting(
            name: "Wobble",
            [
                .widthMultiplier: 1.1, .heightMultiplier: 0.9, .rotationX: 30, .rotationZ: 12, .duration: 0.5,
                .repeatCount: 4, .autoreverses: 1, .timingCurve: Double(TimingCurveChoice.easeInOut.rawValue),
            ]),
        // Stretches up and leaps, tipping its top toward you, then lands where it started.
        AnimationSetting(
            name: "Hop",
            [
                .heightMultiplier: 1.15, .widthMultiplier: 0.9, .verticalOffset: 0.25, .rotationX: -25,
                .duration: 0.6, .repeatCount: 3, .autoreverses: 1,
                .timingCurve: Double(TimingCurveChoice.easeOut.rawValue),
            ]),
        // Rolls head over heels across the stage, turning and fading, and ends lying on its side.
        AnimationSetting(
            name: "Tumble",
            [
                .widthMultiplier: 0.8, .heightMultiplier: 0.8, .horizontalOffset: 0.3, .verticalOffset: -0.1,
                .rotationX: 360, .rotationY: 45, .rotationZ: 90, .opacity: 0.7, .duration: 2.5, .repeatCount: 1,
                .autoreverses: 0, .timingCurve: Double(TimingCurveChoice.easeInOut.rawValue),
            ]),
    ]
}
