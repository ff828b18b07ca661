/// A view that shows part of a taller content view and scrolls it (UIScrollView, vertical only): drag the
/// content, turn the mouse wheel, or let keyboard focus bring a control into view.
///
/// Drags that start on a control (a slider, a switch) belong to the control, as UIScrollView lets a UIControl
/// keep its touches; drags elsewhere scroll.
@MainActor
public class ScrollView: View {
    /// Coasting after a flick: how far the content travels per point-per-second of release speed, in seconds,
    /// and how long it takes to stop.
    static let flickTravelTime = 0.25
    static let flickDuration = 0.5
    /// Width of the scroll indicator and its gap from the edge, in points.
    static let indicatorWidth = 4.0
    static let indicatorInset = 3.0
    /// The smallest indicator, in points, so it stays grabbable by the eye on very long content.
    static let minimumIndicatorLength = 24.0

    /// Holds the scrolled subviews; add content here, not to the scroll view.
    public let contentView = View()
    private var panStartOffset = 0.0
    private lazy var pan = PanGestureRecognizer { [weak self] in self?.panChanged($0) }

    /// The height of the content (its width is the scroll view's).
    public var contentHeight: Double = 0 {
        didSet {
            contentView.frame = Rect(x: 0, y: -contentOffset, width: bounds.width, height: contentHeight)
            contentOffset = clamped(contentOffset)
        }
    }

    /// How far the content is scrolled up, in points: 0 at the top, `maximumOffset` at the bottom.
    var contentOffset: Double = 0 {
        didSet {
            contentView.center = Point(x: bounds.width / 2, y: contentHeight / 2 - contentOffset)
            setNeedsDisplay()
        }
    }

    var maximumOffset: Double { max(0, contentHeight - bounds.height) }
    var isScrollable: Bool { maximumOffset > 0 }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(contentView)
        pan.delegate = self
        pan.cancelsTouchesInView = true
        addGestureRecognizer(pan)
    }

    public override func layoutSubviews() {
        contentView.frame = Rect(x: 0, y: -contentOffset, width: bounds.width, height: contentHeight)
        contentOffset = clamped(contentOffset)
    }

    /// Scrolls by `delta` points (positive: content moves up), staying within the content.
    public func scroll(by delta: Double, animated: Bool = false) {
        setOffset(contentOffset + delta, animated: animated)
    }

    func setOffset(_ offset: Double, animated: Bool) {
        let target = clamped(offset)
        guard target != contentOffset else { return }
        if animated {
            View.animate(duration: Theme.feedbackDuration * 1.5, curve: .easeOut, options: .allowUserInteraction) {
                self.contentOffset = target
            }
        } else {
            contentOffset = target
        }
    }

    /// Scrolls the least needed to show `rect` (in content coordinates), with a margin.
    func scrollToVisible(_ rect: Rect, animated: Bool = true) {
        let margin = Theme.spacing * 2
        if rect.minY - margin < contentOffset {
            setOffset(rect.minY - margin, animated: animated)
        } else if rect.maxY + margin > contentOffset + bounds.height {
            setOffset(rect.maxY + margin - bounds.height, animated: animated)
        }
    }

    /// The wheel scrolls when there is somewhere to go; at an end it passes the turn on to an outer scroller.
    public override func scrollWheel(_ event: ScrollEvent) -> Bool {
        let target = clamped(contentOffset + event.delta.y)
        guard target != contentOffset else { return false }
        contentOffset = target
        return true
    }

    public override func drawOverlay(in canvas: Canvas) {
        guard isScrollable else { return }
        let track = bounds.height - 2 * Self.indicatorInset
        let length = max(Self.minimumIndicatorLength, track * bounds.height / contentHeight)
        let y = Self.indicatorInset + (track - length) * (contentOffset / maximumOffset)
        let indicator = Rect(
            x: bounds.width - Self.indicatorWidth - Self.indicatorInset, y: y, width: Self.indicatorWidth,
            height: length)
        canvas.fill(indicator, cornerRadius: Self.indicatorWidth / 2, color: Theme.Palette.textSecondary.withAlpha(0.5))
    }

    private func clamped(_ offset: Double) -> Double {
        min(max(0, offset), maximumOffset)
    }

    private func panChanged(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            panStartOffset = contentOffset
        case .changed:
            contentOffset = clamped(panStartOffset - recognizer.translation(in: self).y)
        case .ended:
            let coast = -recognizer.velocity(in: self).y * Self.flickTravelTime
            let target = clamped(contentOffset + coast)
            View.animate(duration: Self.flickDuration, curve: .easeOut, options: .allowUserInteraction) {
                self.contentOffset = target
            }
        default:
            break
        }
    }
}

extension ScrollView: GestureRecognizerDelegate {
    /// A drag that starts on a control is the control's (a slider's thumb, a stepper held down).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool {
        guard isScrollable, let window, let hit = window.rootView.hitTest(event.location) else { return false }
        var view: View? = hit
        while let current = view, current !== self {
            if current is Control { return false }
            view = current.superview
        }
        return true
    }
}
