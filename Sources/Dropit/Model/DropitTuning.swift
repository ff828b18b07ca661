/// Every tunable of Dropit's rules and physics, with its unit and the reason for its value (the layout's are in
/// `DropitLayout`).
public enum DropitTuning {
    // MARK: Grid

    /// Grid pitch, in points, of each square-size setting: the column width, which is also the square's size.
    public static let smallPitch: Double = 32
    public static let mediumPitch: Double = 44
    public static let largePitch: Double = 56
    /// Points between neighbouring squares: a square's body is the pitch minus this, so a square falls into a
    /// one-column gap without jamming against its neighbours' faces.
    public static let squareGap: Double = 2
    /// Corner radius of a square as a fraction of its side: rounded, yet well under a half, so it still
    /// collides as a rectangle (`View+DynamicItem`).
    public static let squareCornerFraction: Double = 0.2
    /// Most columns the field offers, whatever the window's width: a row of more than a dozen is a chore to fill.
    public static let maximumColumns = 12
    /// Fewest columns; a window too narrow for them shows a clipped field rather than none.
    public static let minimumColumns = 3
    /// How many colours squares come in (`SquarePalette` holds one per index).
    public static let colorCount = 8

    // MARK: Physics

    /// Sliding friction of squares (UIKit's 0…1 scale): a landed square stops within about its width. Against
    /// the round obstacle squares have none (see `DropitBehavior.slippery`), or they would perch on its top.
    public static let friction: Double = 0.3
    /// Angular damping of squares, in 1/s, so a tumbling square settles instead of rocking for seconds.
    public static let angularResistance: Double = 2
    /// A square moving slower than this, in pt/s, counts as resting for row detection.
    public static let restingSpeed: Double = 8
    /// Seconds a square must stay under `restingSpeed` before its row may clear: a bounce's apex is not rest.
    public static let restingDuration: Double = 0.12
    /// Columns either side of a click its square may tumble to, down a slope of stacks (the pointer's aim is a
    /// column or so wide; the square finds the hollow a pile would tumble it into).
    public static let clickReach = 2
    /// Extra room, in points, a drop needs around its spawn cell before it may appear there.
    public static let spawnClearance: Double = 1
    /// Points between the ceiling and a new square's top edge.
    public static let spawnDrop: Double = 1

    // MARK: Lining up

    /// A resting square whose centre is further than this, in points, from its column's middle (or that is
    /// turned) snaps into the column, if the column has room: rows can only fill with squares on the grid.
    public static let alignmentTolerance: Double = 1.5
    /// Turn, in radians, that counts as tilted for lining up.
    public static let alignmentTilt: Double = 0.02
    /// Damping ratio of the snap that lines a square up: almost none of the overshoot that would bump a neighbour.
    public static let alignmentDamping: Double = 0.9
    /// Seconds the snap holds a square before it lets go (a 4 Hz snap settles a few points in about 0.2 s).
    public static let alignmentDuration: Double = 0.35
    /// Speed, in pt/s, above which a square counts as moved again and may line up once more when it rests.
    public static let realignmentSpeed: Double = 60
    /// Most times one square lines up in its life (a grab gives it a fresh allowance).
    public static let maximumAlignments = 12

    // MARK: Clearing a row

    /// Speed, in pt/s, at which the push flings a cleared square (up and away from the field's centre).
    public static let flingSpeed: Double = 700
    /// Widest fling angle, in radians from straight up, for a square at the field's edge.
    public static let flingSpread: Double = 0.9
    /// Off-centre point of the fling, in fractions of the side, so cleared squares spin as they fly.
    public static let flingSpinOffset: Double = 0.3
    /// Seconds a cleared square takes to fade out before it is removed.
    public static let fadeDuration: Double = 0.55

    // MARK: Grabbing

    /// Natural frequency, in Hz, of the spring that ties the grabbed square to the pointer: lively, not twitchy.
    public static let grabFrequency: Double = 2.5
    /// Damping ratio of that spring: a little overshoot, then it follows.
    public static let grabDamping: Double = 0.55
    /// Rest length of the spring, in grid pitches: the square hangs this far from the pointer, so the line shows.
    public static let grabLengthInPitches: Double = 1.25
    /// Air resistance, in 1/s, of the held square, so it settles under the pointer instead of swinging.
    public static let grabResistance: Double = 4
    /// Fastest throw, in pt/s: a flick keeps its speed up to here.
    public static let maximumThrowSpeed: Double = 2_500
    /// Radius, in points, of the dot drawn at the pointer end of the attachment.
    public static let anchorDotRadius: Double = 5
    /// Width, in points, of the attachment line.
    public static let attachmentLineWidth: Double = 2

    // MARK: Obstacle

    /// Radius of the round obstacle in the middle of the field, in grid pitches.
    public static let obstacleRadiusInPitches: Double = 0.9
    /// Sideways speed, in pt/s, given to a square that lands flat on the obstacle's top, so it slides off.
    public static let obstacleShedSpeed: Double = 60
    /// Most times one square resting over the obstacle is nudged off it (a grab gives it a fresh allowance).
    public static let maximumObstacleNudges = 12
    /// A square resting on others that hold less than this share of its bottom, and not on the floor, balances on
    /// a corner (a square that cannot turn holds on to the slightest ledge): it is nudged off, into the gap beside.
    public static let cornerSupportShare: Double = 0.25
    /// Most times one square is nudged off a corner (a grab gives it a fresh allowance).
    public static let maximumCornerNudges = 12
    /// Seconds the obstacle glows after a square hits it.
    public static let obstacleGlowDuration: Double = 0.35

    // MARK: Game

    /// Seconds after a clear within which the next one scores with it, as rows cleared at once: long enough for the
    /// squares above a cleared row to fall into its place and complete the next.
    public static let comboWindow: Double = 1.5
    /// Rows to clear for each new level: about fifty squares at the default size, a minute or so of play.
    public static let rowsPerLevel = 4
    /// Seconds, at level 2, before the next square drops by itself: time to aim with the keys and think once.
    public static let firstDropInterval: Double = 3
    /// Each level after 2 waits this share of the one before (15 % faster each level).
    public static let dropIntervalRatio: Double = 0.85
    /// The fastest the automatic drops get, in seconds: about the time a square takes to fall a third of the
    /// field, so a player can still aim between drops.
    public static let shortestDropInterval: Double = 0.75
}
