import Dynamics
import Kit
import Preferences
import Testing

@testable import Dropit

@MainActor
@Suite("Dropit settings")
struct SettingsTests {
    @Test("the section declares the five settings under the scene's keys")
    func section() {
        let keys = DropitScene.settingsSection.settings.map(\.key)
        #expect(
            keys == ["dropit.gravity", "dropit.squareSize", "dropit.bounciness", "dropit.obstacle", "dropit.rotation"])
        #expect(DropitScene.settingsSection.title == "Dropit")
    }

    @Test("gravity, bounciness and rotation apply at once, to squares already falling")
    func physicsSettingsApply() {
        let f = DropitFixture()
        let square = f.scene.dropSquare(column: 2)
        f.run(seconds: 0.1)
        f.preferences[DropitSettings.gravity] = 2.5
        f.preferences[DropitSettings.bounciness] = 0.8
        f.preferences[DropitSettings.rotation] = true
        #expect(f.scene.physics.behavior.gravity.magnitude == 2.5)
        #expect(f.scene.physics.behavior.material.elasticity == 0.8)
        #expect(f.scene.physics.behavior.material.allowsRotation)
        // Under 2.5 g the square picks up 2,500 pt/s² from now on.
        let before = f.scene.physics.behavior.velocity(of: square!).y
        f.run(seconds: 0.1)
        let gained = f.scene.physics.behavior.velocity(of: square!).y - before
        #expect(abs(gained - 250) < 10)
    }

    @Test("higher bounciness bounces a square higher off the floor")
    func bouncinessIsFelt() {
        func apex(bounciness: Double) -> Double {
            let f = DropitFixture { $0[DropitSettings.bounciness] = bounciness }
            let square = f.scene.dropSquare(column: 0)!
            var landed = false
            var highest = Double.infinity
            for _ in 0..<180 {
                f.tick()
                let vy = f.scene.physics.behavior.velocity(of: square).y
                if !landed, vy < 0 { landed = true }
                if landed { highest = min(highest, square.center.y) }
            }
            return f.scene.field.bounds.height - highest
        }
        #expect(apex(bounciness: 0.8) > apex(bounciness: 0.2) + 50)
    }

    @Test("the obstacle setting adds and removes the named boundary and its drawing")
    func obstacleToggles() {
        let f = DropitFixture()
        #expect(f.scene.physics.behavior.collider.boundaryIdentifiers == ["obstacle"])
        #expect(!f.scene.obstacleView.isHidden)
        let path = f.scene.physics.behavior.collider.boundary(withIdentifier: "obstacle")
        #expect(path?.isClosed == true)
        let field = f.scene.field.bounds
        #expect(abs((path?.points.map(\.y).max() ?? 0) + (path?.points.map(\.y).min() ?? 0) - field.height) < 1e-6)
        let shadow = f.scene.rootView.field.obstacleShadow
        let pitch = f.scene.pitch
        #expect(shadow == Rect(x: 5 * pitch, y: field.midY, width: 2 * pitch, height: field.height / 2))
        f.preferences[DropitSettings.obstacle] = false
        #expect(f.scene.physics.behavior.collider.boundaryIdentifiers.isEmpty)
        #expect(f.scene.obstacleView.isHidden)
        #expect(f.scene.rootView.field.obstacleShadow == nil, "no obstacle, no shaded cells")
        // Without it, a square dropped over the middle falls all the way to the floor.
        let square = f.scene.dropSquare(column: f.scene.columns / 2)!
        f.runUntilStasis()
        #expect(abs(square.center.y - (field.height - f.scene.squareSide / 2)) < 0.5)
        // Turned back on, it sweeps away the squares in its place rather than trapping them inside.
        f.scene.dropSquare(column: 0)
        f.runUntilStasis()
        let tower = (0..<10).compactMap { _ -> SquareView? in
            let dropped = f.scene.dropSquare(column: f.scene.columns / 2)
            f.run(seconds: 0.5)
            return dropped
        }
        f.runUntilStasis()
        f.preferences[DropitSettings.obstacle] = true
        #expect(f.scene.physics.behavior.collider.boundaryIdentifiers == ["obstacle"])
        let center = f.scene.obstacleView.frame.center
        #expect(f.scene.squares.allSatisfy { $0.center.distance(to: center) > f.scene.obstacleView.frame.width / 2 })
        #expect(f.scene.squares.count < tower.count + 2, "the squares in the obstacle's place went")
        #expect(f.scene.squares.count >= 2, "the others stayed")
    }

    @Test("a new square size lays a new grid: the field sweeps, and new squares have the new size")
    func squareSizeApplies() {
        let f = DropitFixture()
        for column in [0, 4, 8] { f.scene.dropSquare(column: column) }
        f.runUntilStasis()
        let mediumColumns = f.scene.columns
        f.preferences[DropitSettings.squareSize] = .small
        #expect(f.scene.pitch == DropitTuning.smallPitch)
        #expect(f.scene.squares.isEmpty)
        #expect(f.events("field.cleared").count == 1)
        #expect(f.scene.field.bounds.width == Double(f.scene.columns) * DropitTuning.smallPitch)
        #expect(f.scene.columns >= mediumColumns)
        let square = f.scene.dropSquare()
        #expect(square?.bounds.width == DropitTuning.smallPitch - DropitTuning.squareGap)
        #expect(f.scene.obstacleView.frame.width == 2 * DropitTuning.smallPitch * DropitTuning.obstacleRadiusInPitches)
        f.run(seconds: 1)
        #expect(f.scene.field.subviews.count == 2, "the old squares faded out and left")
    }
}
