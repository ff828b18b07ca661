import DecimalText
import FoundationEssentials
import Kit

/// The strip under the studio's stage: the animation's time, a slider over the whole run (id `snowman.scrubber`,
/// its value the time in seconds) and the run's length. It follows the animation while it plays; dragging it, or
/// its arrow keys, sets the time (`SnowmanPlayback.Action.seek`).
@MainActor
public final class SnowmanScrubberView: View {
    /// The strip's height beside a side panel, and in a short window (where every point of stage counts), and
    /// the width kept for each time label, in points.
    static let height = Theme.spacing * 6
    static let compactHeight = Theme.spacing * 5
    static let timeLabelWidth = Theme.spacing * 7
    /// The slider needs at least a little range: a run of 0 s still gets a slider that stays put.
    static let minimumSpan = 0.01

    public let slider = Slider(value: 0, minimumValue: 0, maximumValue: 1)
    let elapsedLabel = Label(
        style: TextStyle(size: Theme.TypeSize.footnote, color: Theme.Palette.textPrimary, alignment: .trailing))
    let totalLabel = Label(style: TextStyle(size: Theme.TypeSize.footnote, color: Theme.Palette.textSecondary))
    /// The hairline between the stage and the strip.
    let rule = View()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Theme.Palette.background
        rule.backgroundColor = Theme.Palette.separator
        rule.isUserInteractionEnabled = false
        slider.accessibilityIdentifier = "snowman.scrubber"
        slider.accessibilityLabel = "Animation time"
        slider.accessibilityCustomization = AccessibilityCustomization(description: { [weak self] in
            guard let self else { return "" }
            return "\(self.elapsedLabel.text) of \(self.totalLabel.text)"
        })
        elapsedLabel.accessibilityIdentifier = "snowman.scrubber.time"
        for part in [rule, elapsedLabel, slider, totalLabel] as [View] { addSubview(part) }
    }

    /// Shows `time` of a run `span` seconds long, unless the user is dragging the thumb (their hand wins).
    func show(time: Double, span: Double) {
        let span = max(span, Self.minimumSpan)
        if slider.maximumValue != span { slider.maximumValue = span }
        if !slider.isTracking { slider.value = min(max(time, 0), span) }
        elapsedLabel.text = Self.seconds(slider.value)
        totalLabel.text = Self.seconds(span)
    }

    /// "1.3 s": a tenth of a second is as fine as the eye follows a running clock.
    static func seconds(_ time: Double) -> String {
        DecimalText.fixed(time, fractionDigits: 1) + " s"
    }

    public override func layoutSubviews() {
        rule.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        let inner = bounds.insetBy(dx: Theme.spacing * 2, dy: 0)
        let labelWidth = Self.timeLabelWidth
        elapsedLabel.frame = Rect(x: inner.minX, y: 0, width: labelWidth, height: bounds.height)
        totalLabel.frame = Rect(x: inner.maxX - labelWidth, y: 0, width: labelWidth, height: bounds.height)
        let sliderX = elapsedLabel.frame.maxX + Theme.spacing * 1.5
        slider.frame = Rect(
            x: sliderX, y: (bounds.height - Theme.ControlMetrics.height) / 2,
            width: max(0, totalLabel.frame.minX - Theme.spacing * 1.5 - sliderX), height: Theme.ControlMetrics.height)
    }
}
