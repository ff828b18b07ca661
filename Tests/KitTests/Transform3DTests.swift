import Foundation
import KitTestSupport
import Testing

@testable import Kit

@MainActor
@Suite("3D transforms: projection and hit-testing")
struct Transform3DTests {
    @Test("Turning about the vertical axis makes the far edge shorter than the near edge")
    func farEdgeShrinks() {
        let projection = Transform3D(rotationY: 0.6, perspectiveDistance: 400).projection
        // Positive rotationY brings the left edge toward the viewer.
        let leftTop = projection.apply(to: Point(x: -100, y: -100))!
        let leftBottom = projection.apply(to: Point(x: -100, y: 100))!
        let rightTop = projection.apply(to: Point(x: 100, y: -100))!
        let rightBottom = projection.apply(to: Point(x: 100, y: 100))!
        let near = leftBottom.y - leftTop.y
        let far = rightBottom.y - rightTop.y
        #expect(near > 200)
        #expect(far < 200)
        // Exact: an edge at depth z is scaled by d / (d − z), with z = ∓100·sin θ.
        #expect(abs(far - 200 * 400 / (400 + 100 * sin(0.6))) < 1e-9)
        #expect(abs(near - 200 * 400 / (400 - 100 * sin(0.6))) < 1e-9)
    }

    @Test("The projection and its inverse round-trip, and a flat transform is the identity")
    func inverseRoundTrips() {
        let projection = Transform3D(rotationX: 0.4, rotationY: -0.7, perspectiveDistance: 300).projection
        let inverse = projection.inverted!
        for point in [Point(x: 0, y: 0), Point(x: 80, y: -30), Point(x: -120, y: 90)] {
            let back = inverse.apply(to: projection.apply(to: point)!)!
            #expect(back.distance(to: point) < 1e-9)
        }
        #expect(Transform3D.identity.projection == Projection.identity)
    }

    @Test("A view turned in 3D is hit where its projected shape is, not where its flat frame was")
    func hitTestingUsesTheProjectedShape() {
        let window = Window(size: Size(width: 400, height: 400), clock: TestClock())
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        window.rootView.addSubview(card)
        // Nearly edge-on about the vertical axis: the card covers a narrow band around x = 200.
        card.transform3D = Transform3D(rotationY: 1.45, perspectiveDistance: 800)
        #expect(window.rootView.hitTest(Point(x: 200, y: 200)) === card)
        #expect(window.rootView.hitTest(Point(x: 110, y: 200)) === window.rootView, "inside the flat frame only")
        #expect(window.rootView.hitTest(Point(x: 290, y: 200)) === window.rootView)
        // The point found on the card is where that screen point lands on the card's plane.
        let edge = card.convertToWindow(Point(x: 190, y: 100))
        #expect(card.convertFromWindow(edge).distance(to: Point(x: 190, y: 100)) < 1e-6)
    }

    @Test("A subview of a tilted view is hit through its parent's projection")
    func nestedHitTesting() {
        let window = Window(size: Size(width: 400, height: 400), clock: TestClock())
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let button = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        card.addSubview(button)
        window.rootView.addSubview(card)
        card.transform3D = Transform3D(rotationX: 0.8, perspectiveDistance: 400)
        let onButton = card.convertToWindow(Point(x: 25, y: 25))
        #expect(window.rootView.hitTest(onButton) === button)
        let belowButton = card.convertToWindow(Point(x: 25, y: 75))
        #expect(window.rootView.hitTest(belowButton) === card)
        // Tipping the top toward the viewer enlarges it: the button's top edge is wider on screen than 50 pt.
        let topLeft = card.convertToWindow(Point(x: 0, y: 0))
        let topRight = card.convertToWindow(Point(x: 50, y: 0))
        #expect(topRight.x - topLeft.x > 50)
    }

    @Test("transform3D animates like any property")
    func transform3DAnimates() {
        let stage = AnimationStage()
        let view = stage.view
        View.animate(duration: 1, curve: .linear) { view.transform3D = Transform3D(rotationX: Double.pi / 2) }
        stage.tick(0.5)
        #expect(abs(view.presentedTransform3D.rotationX - Double.pi / 4) < 1e-9)
        #expect(view.transform3D.rotationX == Double.pi / 2)
        stage.tick(1)
    }

    @Test("A content transition swaps the content at once and reports its progress to rendering")
    func transitionState() {
        let stage = AnimationStage()
        let view = stage.view
        var finished: Bool?
        View.transition(with: view, duration: 0.5, options: .transitionFlipFromLeft) {
            view.backgroundColor = .white
        } completion: {
            finished = $0
        }
        #expect(view.backgroundColor == .white)
        #expect(view.presentedBackgroundColor == .white, "the changes themselves do not animate")
        stage.tick(0.25)
        #expect(abs((view.runningTransition?.progress ?? -1) - 0.5) < 1e-9)
        #expect(view.transitionState?.kind == .flip(aboutVerticalAxis: true, sign: 1))
        stage.tick(0.5)
        #expect(view.runningTransition == nil)
        #expect(view.transitionState == nil)
        #expect(finished == true)
    }
}
