import Foundation
import KitTestSupport
import Testing

@testable import Kit
@testable import Snowman

/// The scrubber under the studio's stage, driven by pointer events on a fake clock.
@MainActor
@Suite("Snowman studio: the time scrubber")
struct SnowmanScrubberTests {
    static let turn = AnimationSetting(
        name: "Turn", [.rotationZ: 90, .horizontalOffset: 0.2, .duration: 2, .repeatCount: 1, .timingCurve: 0])

    /// Drags the scrubber's thumb to `time` with the pointer, in a few moves.
    private func drag(_ f: SnowmanFixture, to time: Double) {
        let slider = f.studio.scrubber.slider
        let start = slider.convertToWindow(Point(x: slider.thumbCenterX(for: slider.value), y: slider.bounds.midY))
        let end = slider.convertToWindow(Point(x: slider.thumbCenterX(for: time), y: slider.bounds.midY))
        f.window.handle(PointerEvent(phase: .down, location: start, timestamp: f.clock.now))
        for step in 1...4 {
            let x = start.x + (end.x - start.x) * Double(step) / 4
            f.window.handle(
                PointerEvent(
                    phase: .moved, location: Point(x: x, y: end.y), timestamp: f.clock.now + Double(step) * 0.01))
        }
        f.window.handle(PointerEvent(phase: .up, location: end, timestamp: f.clock.now + 0.05))
    }

    /// The pose an unbroken run of `setting` shows `time` seconds in.
    private func pose(of setting: AnimationSetting, at time: Double) -> SnowmanPose {
        let reference = SnowmanFixture()
        reference.choose(setting)
        reference.player.play()
        reference.tick(time)
        return reference.pose
    }

    @Test("The scrubber spans the run and follows the animation every frame while it plays")
    func followsPlayback() {
        let f = SnowmanFixture()
        f.choose(Self.turn)
        let slider = f.studio.scrubber.slider
        #expect(slider.accessibilityIdentifier == "snowman.scrubber")
        #expect(slider.minimumValue == 0 && slider.maximumValue == 2)
        f.player.play()
        f.tick(0.75)
        #expect(abs(slider.value - 0.75) < 1e-9)
        #expect(f.studio.scrubber.elapsedLabel.text == "0.8 s" && f.studio.scrubber.totalLabel.text == "2.0 s")
        f.tick(5)
        #expect(f.player.state == .finished && slider.value == 2, "at the end once finished")
        #expect(!f.window.isAnimating, "no frames once it stopped: the scrubber follows only while playing")
    }

    @Test("Dragging the scrubber while paused moves the frozen snowman exactly to that time; Resume plays on from it")
    func dragWhilePaused() {
        let f = SnowmanFixture()
        f.choose(Self.turn)
        f.player.play()
        f.tick(0.4)
        f.player.pause()
        drag(f, to: 1.5)
        let slider = f.studio.scrubber.slider
        #expect(abs(slider.value - 1.5) < 0.02, "the thumb sits where it was let go")
        let time = slider.value
        f.tick(3)
        #expect(f.player.state == .paused && abs(f.player.animationTime - time) < 1e-9, "frozen there")
        let expected = pose(of: Self.turn, at: time)
        #expect(abs(f.pose.rotationZ - expected.rotationZ) < 1e-9 && abs(f.pose.x - expected.x) < 1e-9)
        #expect(f.lastEvent("snowman.seek") != nil)
        f.player.resume()
        f.tick(3.25)
        #expect(abs(f.player.animationTime - (time + 0.25)) < 1e-9)
        let later = pose(of: Self.turn, at: time + 0.25)
        #expect(abs(f.pose.rotationZ - later.rotationZ) < 1e-9, "on from the scrubbed time, as an unbroken run")
    }

    @Test("Dragging at rest shows that moment paused, and the button offers Resume")
    func dragAtRest() {
        let f = SnowmanFixture()
        f.choose(Self.turn)
        drag(f, to: 1)
        #expect(f.player.state == .paused)
        #expect(f.studio.playButton.title == "Resume")
        #expect(abs(f.pose.rotationZ - pose(of: Self.turn, at: f.player.animationTime).rotationZ) < 1e-9)
    }

    @Test("Choosing another animation resets the scrubber to its start and its length")
    func chooseResets() {
        let f = SnowmanFixture()
        f.choose(Self.turn)
        drag(f, to: 1)
        f.choose(AnimationSetting(name: "Long", [.rotationX: 30, .duration: 3, .repeatCount: 2]))
        #expect(f.studio.scrubber.slider.value == 0 && f.studio.scrubber.slider.maximumValue == 6)
    }
}
