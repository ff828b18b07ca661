import Testing

@testable import Kit

@MainActor
@Suite("Hit-testing")
struct HitTestingTests {
    /// A 300×300 root with a 100×100 child at (50, 50) and a 40×40 grandchild at (10, 10) inside it.
    private func nestedViews() -> (root: View, child: View, grandchild: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        let grandchild = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        root.addSubview(child)
        child.addSubview(grandchild)
        return (root, child, grandchild)
    }

    @Test("The deepest view under the point wins")
    func deepestWins() {
        let (root, child, grandchild) = nestedViews()
        #expect(root.hitTest(Point(x: 70, y: 70)) === grandchild)
        #expect(root.hitTest(Point(x: 120, y: 120)) === child)
        #expect(root.hitTest(Point(x: 250, y: 250)) === root)
    }

    @Test("The front-most sibling wins where siblings overlap")
    func frontMostWins() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let back = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        let front = View(frame: Rect(x: 30, y: 30, width: 60, height: 60))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(Point(x: 40, y: 40)) === front)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(Point(x: 40, y: 40)) === back)
    }

    @Test("Hidden, disabled and transparent views are skipped with their subviews")
    func skippedViews() {
        let (root, child, _) = nestedViews()
        child.isHidden = true
        #expect(root.hitTest(Point(x: 70, y: 70)) === root)
        child.isHidden = false
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 70, y: 70)) === root)
        child.isUserInteractionEnabled = true
        child.alpha = 0.005
        #expect(root.hitTest(Point(x: 70, y: 70)) === root)
    }

    @Test("A point outside a view's bounds never reaches its children, even ones drawn outside it")
    func boundsClipHitTesting() {
        let (root, child, _) = nestedViews()
        let overhang = View(frame: Rect(x: 90, y: 90, width: 50, height: 50))
        child.addSubview(overhang)
        #expect(root.hitTest(Point(x: 170, y: 170)) === root)
    }

    @Test("A transformed view is hit where it is drawn")
    func transformedView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(child)
        child.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(root.hitTest(Point(x: 60, y: 60)) === child)
        #expect(child.frameInWindow == Rect(x: 50, y: 50, width: 200, height: 200))
    }

    @Test("A view that overrides point(inside:) passes presses outside its shape to the view behind")
    func shapedView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let behind = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let disc = DiscView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(behind)
        root.addSubview(disc)
        #expect(root.hitTest(Point(x: 50, y: 50)) === disc)
        #expect(root.hitTest(Point(x: 5, y: 5)) === behind)
    }
}

/// Takes touches inside the circle inscribed in its bounds only.
@MainActor
private final class DiscView: View {
    override func point(inside point: Point) -> Bool {
        point.distance(to: bounds.center) <= min(bounds.width, bounds.height) / 2
    }
}
