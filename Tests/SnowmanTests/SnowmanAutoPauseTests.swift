import Foundation
import Testing

@testable import Kit
@testable import Snowman

@MainActor
@Suite("Snowman auto-pause: leaving the studio and coming back resumes from the paused time")
struct SnowmanAutoPauseTests {
    /// 90° about X over 2 s, linear and once: the angle reads the animation time (45° per second).
    private let tilt = AnimationSetting(
        name: "Tilt", [.rotationX: 90, .duration: 2, .repeatCount: 1, .autoreverses: 0, .timingCurve: 0])

    @Test("Edit, Back, Resume: the snowman continues from where Edit paused it and finishes on time")
    func resumeAfterTheEditor() {
        let f = SnowmanFixture()
        f.choose(tilt)
        f.player.play()
        f.tick(0.5)
        f.scene.openEditor()
        #expect(f.player.state == .paused)
        f.tick(1)
        f.tick(5)
        f.scene.navigation.pop()
        f.tick(5.5)
        #expect(abs(f.pose.rotationX - 22.5) < 1e-9, "back in the studio it shows the paused frame")
        #expect(f.studio.hintLabel.text == SnowmanStudioScene.automaticPauseHint)
        f.click(f.studio.playButton)
        #expect(f.studio.hintLabel.text == SnowmanStudioScene.keyHint)
        #expect(f.studio.playButton.title == "Pause")
        f.tick(6)
        #expect(abs(f.pose.rotationX - 45) < 1e-9, "0.5 s after Resume it is 1 s into the animation")
        f.tick(7)
        #expect(f.player.state == .finished)
        #expect(abs(f.pose.rotationX - 90) < 1e-9)
    }

    @Test("Another tab and back, Resume: the snowman continues from the paused time")
    func resumeAfterATabSwitch() {
        let f = SnowmanFixture(inTabsWith: Scene(name: "other", title: "Other", tabIcon: nil, view: View()))
        f.choose(tilt)
        f.player.play()
        f.tick(1.5)
        f.tabs?.select(name: "other")
        #expect(f.player.state == .paused)
        f.tick(4)
        f.tabs?.select(name: "snowman")
        f.tick(4.1)
        #expect(abs(f.pose.rotationX - 67.5) < 1e-9, "back on the tab it shows the paused frame")
        f.player.resume()
        f.tick(4.35)
        #expect(abs(f.pose.rotationX - 78.75) < 1e-9)
        #expect(abs(f.player.animationTime - 1.75) < 1e-9)
    }
}
