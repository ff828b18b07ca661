#if canImport(Glibc)
    import Glibc
#endif

/// Every tunable of the physics layer, with its unit and the reason for its value.
///
/// Units follow UIKit Dynamics: lengths in points, time in seconds, 100 pt = 1 "metre", a 100×100 pt item of
/// density 1 weighs 1 "kilogram".
public enum DynamicsTuning {
    /// Default seconds per simulation step. Small enough that springs stay stable (ω·dt ≪ 2) and fast balls rarely need
    /// substeps; fixed so that results do not depend on the frame rate.
    public static let fixedTimeStep: Double = 1.0 / 240.0

    /// Longest frame delta, in seconds, that `advance(by:)` simulates; a longer pause (a breakpoint, a suspended
    /// laptop) is clipped so the animator never spends seconds catching up.
    static let maximumFrameDelta: Double = 0.25

    /// Tolerance, in seconds, when the accumulator decides whether one more fixed step is due; absorbs the
    /// rounding of frame deltas that add up to an exact multiple of the step (60 × 1/60 s must give 240 steps).
    static let accumulatorTolerance: Double = 1e-9

    /// Most an item may travel in one substep, in units of its smallest half-extent. At two (a ball's diameter)
    /// fast items still meet each other; boundaries are protected by sweeps, not by substeps.
    static let maximumTravelPerSubstep: Double = 2

    /// An item sweeps its path when it travels more than this many of its smallest half-extents in one
    /// substep; below, it overlaps a boundary line before its centre can cross it, and Chipmunk sees that.
    static let sweepThreshold: Double = 0.75

    /// How far past the touching point, in points, a swept item lands, so Chipmunk sees an overlap.
    static let sweepLandingDepth: Double = 0.5

    /// Most substeps per fixed step; with `maximumItemSpeed` it bounds the cost of one step. A ball of radius
    /// 4 pt at 3,000 pt/s needs 2.
    static let maximumSubsteps = 32

    /// Items never move faster than this, in pt/s: a guard against runaway energy.
    static let maximumItemSpeed: Double = 6_000

    /// Points per second of acceleration for a gravity magnitude of 1 (UIKit: 1.0 = 1000 pt/s²).
    public static let gravityAcceleration: Double = 1_000

    /// Force, in kg·pt/s², of a push of magnitude 1 (UIKit: 1 N = 100 pt/s² on a 1 kg, 100×100 pt item).
    public static let pushForcePerMagnitude: Double = 100

    /// Area, in pt², that holds one kilogram at density 1 (a 100×100 pt item).
    public static let areaPerKilogram: Double = 10_000

    /// Approach speed, in pt/s, below which a contact does not bounce (Box2D's 1 m/s threshold, which UIKit
    /// inherits): slow touches come to rest instead of buzzing forever.
    public static let restitutionThresholdSpeed: Double = 100

    /// Thickness, in points, of the walls made from the reference bounds. They extend outward, so the inner face
    /// sits exactly on the (inset) bounds; an item would have to travel half of this in one substep to escape,
    /// while the substep rule keeps travel to a few points. Thicker walls cost broad-phase work near the edges.
    public static let referenceBoundaryThickness: Double = 40

    /// Radius, in points, of the segments of named boundaries. Zero keeps their faces on the path, as in UIKit.
    static let boundaryEdgeRadius: Double = 0

    /// Number of segments that approximate an oval boundary or an elliptical item that is not a circle.
    static let ovalSegmentCount = 32

    /// Fraction of a rigid attachment's position error corrected per fixed step (Box2D's Baumgarte factor).
    /// Chipmunk's default corrects about 1 % per step, so a dragged item trails its anchor by tens of points.
    static let jointErrorCorrectionPerStep: Double = 0.2

    /// Chipmunk's `errorBias` for joints (the fraction of position error left after one second) for steps of
    /// `step` seconds.
    static func jointErrorBias(step: Double) -> Double { pow(1 - jointErrorCorrectionPerStep, 1 / step) }

    /// Snap springs' natural frequency, in Hz (UIKit's snap: four 4 Hz springs).
    static let snapFrequency: Double = 4

    /// An item moving slower than this, in pt/s, counts as resting for stasis.
    public static let restingSpeed: Double = 2

    /// An item turning slower than this, in rad/s, counts as resting for stasis.
    static let restingAngularSpeed: Double = 0.05

    /// Seconds every item must rest before the animator pauses (reports stasis).
    public static let restingDuration: Double = 0.3

    /// Chipmunk's solver iterations per substep; its default of 10 keeps stacks of balls stable.
    static let solverIterations: Int32 = 10
}
