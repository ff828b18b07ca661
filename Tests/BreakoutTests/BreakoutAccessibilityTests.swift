import Testing

@testable import Breakout
@testable import Kit

/// The field is a canvas a screen reader describes in words: score, lives, level, bricks left, paused.
@MainActor
@Suite("Breakout accessibility")
struct BreakoutAccessibilityTests {
    @Test("The field says the score, lives, level and bricks left, and changes when a life is lost")
    func fieldDescription() throws {
        let f = BreakoutFixture()
        let tree = AccessibilityTree(window: f.window, applicationName: "Kinetic")
        tree.refresh()
        let field = try #require(tree.snapshot.node(withIdentifier: "breakout.field"))
        let bricks = f.scene.wall.standingCount
        #expect(field.role == .canvas && field.name == "Breakout field")
        #expect(field.description == "Score 0, 3 lives, level 1, \(bricks) bricks left")
        #expect(field.children.isEmpty, "balls and bricks are told in words, not as moving objects")
        f.scene.game.lifeLost()
        #expect(
            tree.refresh().contains(
                .descriptionChanged(
                    id: field.id, description: "Score 0, 2 lives, level 1, \(bricks) bricks left")))
    }

    @Test("A paused game says so")
    func paused() throws {
        let f = BreakoutFixture()
        let tree = AccessibilityTree(window: f.window, applicationName: "Kinetic")
        f.window.hasFocus = false
        tree.refresh()
        #expect(tree.snapshot.node(withIdentifier: "breakout.field")?.description.hasSuffix(", paused") == true)
    }
}
