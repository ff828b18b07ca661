import Foundation
import Testing

@testable import Kit
@testable import Snowman

@MainActor
@Suite("Snowman playback: every dimension, exact pause and resume, the button's cycle")
struct SnowmanPlaybackTests {
    /// A 2 s linear run of one dimension, once, without reversing.
    private func linear(_ key: AnimationDimension.Key, _ value: Double) -> AnimationSetting {
        AnimationSetting(
            name: "Probe", [key: value, .duration: 2, .repeatCount: 1, .autoreverses: 0, .timingCurve: 0])
    }

    private func read(_ pose: SnowmanPose, _ key: AnimationDimension.Key) -> Double {
        switch key {
        case .widthMultiplier: return pose.width
        case .heightMultiplier: return pose.height
        case .horizontalOffset: return pose.x
        case .verticalOffset: return pose.y
        case .rotationX: return pose.rotationX
        case .rotationY: return pose.rotationY
        case .rotationZ: return pose.rotationZ
        case .opacity: return pose.opacity
        default: return .nan
        }
    }

    @Test(
        "Each dimension moves from rest to the setting's value along the curve",
        arguments: [
            (AnimationDimension.Key.widthMultiplier, 2.0), (.heightMultiplier, 0.5), (.horizontalOffset, 0.3),
            (.verticalOffset, -0.2), (.rotationX, 60.0), (.rotationY, -90.0), (.rotationZ, 360.0), (.opacity, 0.2),
        ])
    func dimensionDrivesPresentation(key: AnimationDimension.Key, target: Double) {
        let f = SnowmanFixture()
        f.choose(linear(key, target))
        let rest = read(.rest, key)
        f.player.play()
        for time in [0.0, 0.5, 1.0, 1.5] {
            f.tick(time)
            let expected = rest + (target - rest) * time / 2
            #expect(abs(read(f.pose, key) - expected) < 1e-9, "at \(time) s")
        }
        f.tick(2)
        #expect(abs(read(f.pose, key) - target) < 1e-9)
        #expect(f.player.state == .finished)
    }

    @Test("Offsets are shares of the stage: the same setting moves twice as far on a stage twice as wide")
    func offsetsScaleWithTheStage() {
        let f = SnowmanFixture()
        f.choose(linear(.horizontalOffset, 0.25))
        f.player.play()
        f.tick(2)
        let stageWidth = f.studio.stage.bounds.width
        let restX = f.studio.stage.bounds.midX
        #expect(abs(f.studio.figure.presentedCenter.x - (restX + 0.25 * stageWidth)) < 1e-9)
        f.window.resize(to: Size(width: 1600, height: 660))
        f.tick(2.1)
        let wider = f.studio.stage.bounds
        #expect(wider.width > stageWidth)
        #expect(abs(f.studio.figure.presentedCenter.x - (wider.midX + 0.25 * wider.width)) < 1e-9)
        #expect(abs(f.pose.x - 0.25) < 1e-9)
    }

    @Test("Duration, curve, repeat and autoreverse: ease-in timing, two back-and-forth cycles, then rest")
    func timingParameters() {
        let f = SnowmanFixture()
        let setting = AnimationSetting(
            name: "Timed",
            [
                .rotationX: 90, .duration: 1, .repeatCount: 2, .autoreverses: 1,
                .timingCurve: Double(TimingCurveChoice.easeIn.rawValue),
            ])
        f.choose(setting)
        f.player.play()
        f.tick(0.5)
        #expect(abs(f.pose.rotationX - 90 * TimingCurve.easeIn.value(at: 0.5)) < 1e-9)
        f.tick(1)
        #expect(abs(f.pose.rotationX - 90) < 1e-9, "the end of the forward pass")
        f.tick(2.5)
        #expect(abs(f.pose.rotationX - 90 * TimingCurve.easeIn.value(at: 0.5)) < 1e-9, "second cycle, forward")
        #expect(f.player.state == .playing)
        f.tick(4)
        #expect(f.player.state == .finished)
        #expect(f.pose == .rest, "an autoreversed animation ends at rest")
        #expect(f.studio.playButton.title == "Play")
    }

    @Test("Repeat ∞ keeps playing until paused")
    func repeatForever() {
        let f = SnowmanFixture()
        f.choose(AnimationSetting(name: "Loop", [.rotationZ: 90, .duration: 1, .repeatCount: 0, .timingCurve: 0]))
        f.player.play()
        f.tick(100.25)
        #expect(f.player.state == .playing)
        #expect(abs(f.pose.rotationZ - 22.5) < 1e-9)
    }

    @Test("Pause at t, wait 2 s, resume: the values match an unpaused run at the same animation time")
    func pauseResumeIsExact() {
        let setting = AnimationSetting(
            name: "Everything",
            [
                .widthMultiplier: 1.6, .heightMultiplier: 0.7, .horizontalOffset: 0.2, .verticalOffset: 0.1,
                .rotationX: 120, .rotationY: 30, .rotationZ: -45, .opacity: 0.5, .duration: 1.5, .repeatCount: 2,
                .autoreverses: 1, .timingCurve: 3,
            ])
        let reference = SnowmanFixture()
        reference.choose(setting)
        reference.player.play()
        reference.tick(1.9)
        let expected = reference.pose

        let f = SnowmanFixture()
        f.choose(setting)
        f.player.play()
        f.tick(0.7)
        f.player.pause()
        let atPause = f.pose
        #expect(f.lastEvent("snowman.pause")?.contains("\"t\":0.7") == true)
        f.tick(2.7)
        #expect(f.pose == atPause, "frozen: nothing moved in 2 s")
        #expect(!f.window.isAnimating, "a paused snowman needs no frames")
        f.player.resume()
        f.tick(3.9)
        let resumed = f.pose
        for key in [\SnowmanPose.width, \.height, \.x, \.y, \.rotationX, \.rotationY, \.rotationZ, \.opacity] {
            #expect(abs(resumed[keyPath: key] - expected[keyPath: key]) < 1e-9)
        }
        #expect(abs(f.player.animationTime - 1.9) < 1e-9)
    }

    @Test("The button reads Play, Pause, Resume, Pause, and Play again when the animation ends")
    func buttonTitleCycle() {
        let f = SnowmanFixture()
        f.choose(AnimationSetting(name: "Short", [.rotationX: 45, .duration: 1, .repeatCount: 1]))
        let button = f.studio.playButton
        #expect(button.title == "Play")
        f.click(button)
        #expect(button.title == "Pause")
        f.tick(0.3)
        f.click(button)
        #expect(button.title == "Resume")
        f.tick(1)
        f.click(button)
        #expect(button.title == "Pause")
        f.tick(3)
        #expect(button.title == "Play")
        #expect(
            f.eventNames.filter { $0.hasPrefix("snowman.") } == [
                "snowman.play", "snowman.pause", "snowman.resume", "snowman.finished",
            ])
        f.click(button)
        f.tick(3.25)
        #expect(abs(f.pose.rotationX - 45 * TimingCurve.easeInOut.value(at: 0.25)) < 1e-9, "Play again starts at rest")
    }

    @Test("Space plays and pauses; choosing another setting while playing starts it from rest")
    func spaceAndChoosing() {
        let f = SnowmanFixture()
        f.choose(AnimationSetting(name: "A", [.rotationX: 90, .duration: 2, .repeatCount: 1, .timingCurve: 0]))
        _ = f.scene.handleKey(KeyEvent(key: .space))
        f.tick(1)
        #expect(abs(f.pose.rotationX - 45) < 1e-9)
        f.choose(AnimationSetting(name: "B", [.rotationY: 90, .duration: 2, .repeatCount: 1, .timingCurve: 0]))
        #expect(f.pose == .rest, "the new setting starts from rest")
        f.tick(1.5)
        #expect(abs(f.pose.rotationY - 22.5) < 1e-9 && f.pose.rotationX == 0)
        _ = f.scene.handleKey(KeyEvent(key: .space))
        #expect(f.player.state == .paused)
    }

    @Test("Leaving the tab pauses; coming back shows it paused, and Resume continues")
    func tabSwitchPauses() {
        let f = SnowmanFixture()
        f.choose(AnimationSetting(name: "A", [.rotationX: 90, .duration: 2, .repeatCount: 1, .timingCurve: 0]))
        f.player.play()
        f.tick(0.5)
        f.scene.sceneWillDisappear()
        #expect(f.player.state == .paused)
        f.tick(10)
        f.scene.sceneDidAppear()
        #expect(f.studio.playButton.title == "Resume")
        #expect(abs(f.pose.rotationX - 22.5) < 1e-9)
        f.player.resume()
        f.tick(11)
        #expect(abs(f.pose.rotationX - 67.5) < 1e-9)
    }

    @Test("tree.json shows the snowman's presented values compactly")
    func automationValue() {
        let f = SnowmanFixture()
        f.choose(AnimationSetting(name: "A", [.widthMultiplier: 1.2, .rotationX: 30, .duration: 1, .timingCurve: 0]))
        f.player.play()
        f.tick(1)
        #expect(f.studio.figure.accessibilityIdentifier == "snowman.figure")
        #expect(
            f.studio.figure.automationValue
                == .string("w=1.20 h=1.00 x=0.00 y=0.00 rx=30.0 ry=0.0 rz=0.0 o=1.00"))
    }
}
