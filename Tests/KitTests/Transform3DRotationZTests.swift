import Foundation
import Testing

@testable import Kit

@MainActor
@Suite("3D transforms: in-plane rotation and removing animations")
struct Transform3DRotationZTests {
    @Test("rotationZ turns the view in its plane before the tilt: a quarter turn maps the right edge to the bottom")
    func quarterTurnInPlane() {
        let turned = Transform3D(rotationZ: .pi / 2).projection
        let right = turned.apply(to: Point(x: 100, y: 0))!
        #expect(abs(right.x) < 1e-9 && abs(right.y - 100) < 1e-9, "clockwise on screen, as AffineTransform")
        // Turned then tipped: the same as tipping the already turned point.
        let both = Transform3D(rotationX: 0.5, rotationZ: .pi / 2, perspectiveDistance: 400).projection
        let tipOnly = Transform3D(rotationX: 0.5, perspectiveDistance: 400).projection
        let expected = tipOnly.apply(to: Point(x: 0, y: 100))!
        #expect(both.apply(to: Point(x: 100, y: 0))!.distance(to: expected) < 1e-9)
        #expect(!Transform3D(rotationZ: 0.1).isIdentity)
    }

    @Test("A full turn about Z animates as an angle: halfway the view shows a half turn, not a collapsed matrix")
    func fullTurnAnimatesAsAnAngle() {
        let stage = AnimationStage()
        View.animate(duration: 1, curve: .linear) { stage.view.transform3D = Transform3D(rotationZ: 2 * .pi) }
        stage.tick(0.5)
        #expect(abs(stage.view.presentedTransform3D.rotationZ - .pi) < 1e-9)
        stage.tick(1)
        #expect(stage.view.presentedTransform3D.rotationZ == 2 * .pi)
    }

    @Test("Older values without rotationZ decode with no in-plane turn")
    func decodesWithoutRotationZ() throws {
        let json = Data(#"{"rotationX":0.5,"rotationY":0,"perspectiveDistance":500}"#.utf8)
        let decoded = try JSONDecoder().decode(Transform3D.self, from: json)
        #expect(decoded == Transform3D(rotationX: 0.5))
    }

    @Test("removeAllAnimations jumps to the model values and completes the animation as unfinished")
    func removeAllAnimationsJumpsToModel() {
        let stage = AnimationStage()
        var result: Bool?
        View.animate(duration: 2) {
            stage.view.alpha = 0.2
            stage.view.center = Point(x: 300, y: 300)
        } completion: {
            result = $0
        }
        stage.tick(0.5)
        #expect(stage.view.presentedAlpha > 0.2)
        stage.view.removeAllAnimations()
        #expect(stage.view.presentedAlpha == 0.2)
        #expect(stage.view.presentedCenter == Point(x: 300, y: 300))
        #expect(!stage.view.isAnimating)
        stage.tick(0.6)
        #expect(result == false)
    }
}
