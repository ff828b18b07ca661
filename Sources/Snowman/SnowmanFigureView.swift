import FoundationEssentials
import Kit

/// The snowman image, placed and turned by a `SnowmanPose` relative to its stage: the multipliers scale its
/// size about its centre, offsets move it by fractions of the stage, rotations turn it in 3D with perspective.
/// The image is drawn at its presented size every frame, so an SVG stays crisp while it grows.
@MainActor
public final class SnowmanFigureView: ImageView {
    /// Where rest is, how big the snowman is at rest, and the stage it moves on (all in the superview's points).
    public struct Geometry: Equatable, Sendable {
        public var restCenter: Point
        public var restSize: Size
        public var stageSize: Size
        /// The eye's distance for the 3D rotations, in points.
        public var perspectiveDistance: Double

        public init(restCenter: Point, restSize: Size, stageSize: Size, perspectiveDistance: Double) {
            self.restCenter = restCenter
            self.restSize = restSize
            self.stageSize = stageSize
            self.perspectiveDistance = perspectiveDistance
        }
    }

    public var geometry = Geometry(
        restCenter: .zero, restSize: Size(width: 1, height: 1), stageSize: Size(width: 1, height: 1),
        perspectiveDistance: Transform3D.defaultPerspectiveDistance)

    public override init(image: Image? = nil, frame: Rect = .zero) {
        super.init(image: image, frame: frame)
        contentMode = .scaleToFill
        isUserInteractionEnabled = false
    }

    /// Sets the model values for `pose` (inside an animation block they animate there).
    public func apply(_ pose: SnowmanPose) {
        bounds = Rect(
            x: 0, y: 0, width: geometry.restSize.width * pose.width, height: geometry.restSize.height * pose.height)
        center = Point(
            x: geometry.restCenter.x + pose.x * geometry.stageSize.width,
            y: geometry.restCenter.y - pose.y * geometry.stageSize.height)
        transform3D = Transform3D(
            rotationX: Self.radians(pose.rotationX), rotationY: Self.radians(pose.rotationY),
            rotationZ: Self.radians(pose.rotationZ), perspectiveDistance: geometry.perspectiveDistance)
        alpha = pose.opacity
    }

    /// The pose on screen now (model values plus running animations).
    public var presentedPose: SnowmanPose {
        let size = presentedBounds.size
        let center = presentedCenter
        let tilt = presentedTransform3D
        var pose = SnowmanPose()
        pose.width = size.width / max(geometry.restSize.width, 1e-9)
        pose.height = size.height / max(geometry.restSize.height, 1e-9)
        pose.x = (center.x - geometry.restCenter.x) / max(geometry.stageSize.width, 1e-9)
        pose.y = (geometry.restCenter.y - center.y) / max(geometry.stageSize.height, 1e-9)
        pose.rotationX = Self.degrees(tilt.rotationX)
        pose.rotationY = Self.degrees(tilt.rotationY)
        pose.rotationZ = Self.degrees(tilt.rotationZ)
        pose.opacity = presentedAlpha
        return pose
    }

    /// Draws into the presented bounds (not the model's), so the picture grows with the animation.
    public override func draw(in canvas: Canvas) {
        guard let image else { return }
        canvas.draw(image, in: Rect(origin: .zero, size: presentedBounds.size))
    }

    public override var automationType: String { "Image" }
    public override var automationValue: AutomationValue? { .string(presentedPose.automationText) }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
