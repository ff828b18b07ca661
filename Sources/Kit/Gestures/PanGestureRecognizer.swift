/// Recognizes a drag of one or more fingers (UIPanGestureRecognizer): continuous, it begins once the fingers'
/// centroid has travelled `minimumDistance`, changes with every move, and ends when too few fingers remain.
///
/// `translation(in:)` is measured from where the touches went down, so dragged content stays under the finger
/// and the dead zone is not lost; fingers joining or leaving do not make it jump. Fingers that land before the pan
/// begins join it (a two-finger pan); once it has begun it keeps its fingers, so a later finger cannot move or
/// end it (see `acceptsNewTouches`). Set `minimumDistance` to 0 for an instant pan that begins on touch-down.
@MainActor
public class PanGestureRecognizer: GestureRecognizer {
    /// Points of travel before the pan begins.
    var minimumDistance = GestureConstants.panStartDistance
    var minimumNumberOfTouches = 1
    var maximumNumberOfTouches = Int.max

    /// The centroid of the touches plus `shift`, so it moves only when fingers move (window points).
    private var position = Point.zero
    /// Added to the centroid to keep `position` continuous when fingers join or leave.
    private var shift = Point.zero
    /// Where translation is measured from (window points).
    private var origin = Point.zero
    private var tracker = VelocityTracker()
    private var lastTime = 0.0

    public init(action: (@MainActor (PanGestureRecognizer) -> Void)? = nil) {
        super.init()
        if let action { addAction(action) }
    }

    /// The distance travelled since the touches went down (or since `setTranslation`), in `view`'s coordinates
    /// (nil: window points).
    public func translation(in view: View?) -> Point {
        Self.vector(position - origin, fromWindowTo: view)
    }

    /// Redefines the current translation as `translation` (in `view`'s coordinates) and zeroes the velocity, as
    /// a scene does after applying a step of the drag to its model.
    public func setTranslation(_ translation: Point, in view: View?) {
        origin = position - Self.vector(translation, fromViewToWindow: view)
        tracker.reset()
        tracker.add(position, at: lastTime)
    }

    /// The current velocity in `view`'s coordinates (nil: window), in points per second.
    public func velocity(in view: View?) -> Point {
        Self.vector(tracker.velocity(at: lastTime), fromWindowTo: view)
    }

    public override func touchesBegan(_ event: PointerEvent) {
        if numberOfTouches == 1, state == .possible {
            position = event.location
            origin = event.location
            shift = .zero
        }
        fingersChanged(at: event.timestamp)
        if state == .possible, numberOfTouches > maximumNumberOfTouches { state = .failed }
        beginIfTravelledEnough()
    }

    public override func touchesMoved(_ event: PointerEvent) {
        position = centroid + shift
        lastTime = event.timestamp
        tracker.add(position, at: event.timestamp)
        if state.isActive {
            state = .changed
        } else {
            beginIfTravelledEnough()
        }
    }

    public override func touchesEnded(_ event: PointerEvent) {
        fingersChanged(at: event.timestamp)
        guard numberOfTouches < minimumNumberOfTouches else { return }
        if state.isActive {
            state = .ended
        } else if numberOfTouches == 0 {
            state = .failed
        }
    }

    public override func reset() {
        tracker.reset()
        shift = .zero
    }

    public override var automationKind: String { "pan" }

    private var centroid: Point {
        touches.isEmpty ? position - shift : touches.values.reduce(.zero, +) / Double(touches.count)
    }

    /// A finger joined or left: keep `position` where it was by moving the centroid's offset.
    private func fingersChanged(at time: Double) {
        lastTime = time
        guard !touches.isEmpty else { return }
        shift = position - centroid
        tracker.add(position, at: time)
    }

    /// Travel counts only while enough fingers are down: a two-finger pan ignores what one finger did alone.
    private func beginIfTravelledEnough() {
        guard state == .possible else { return }
        if numberOfTouches < minimumNumberOfTouches { origin = position }
        guard (minimumNumberOfTouches...maximumNumberOfTouches).contains(numberOfTouches),
            position.distance(to: origin) >= minimumDistance
        else { return }
        state = .began
    }

    private static func vector(_ vector: Point, fromWindowTo view: View?) -> Point {
        guard let view else { return vector }
        return view.convertFromWindow(vector) - view.convertFromWindow(.zero)
    }

    private static func vector(_ vector: Point, fromViewToWindow view: View?) -> Point {
        guard let view else { return vector }
        return view.convertToWindow(vector) - view.convertToWindow(.zero)
    }
}
