import Testing

@testable import Snowman

/// The playback model alone: actions at made-up clock times, the state, the animation time and the effects.
@Suite("Snowman playback model: play, pause, resume and the automatic pause on made-up times")
struct SnowmanPlaybackModelTests {
    /// 2 s once, not reversed.
    static let once = AnimationSetting(name: "Once", [.rotationX: 90, .duration: 2, .repeatCount: 1])
    /// 1.5 s, three times, there and back.
    static let bounce = AnimationSetting(
        name: "Bounce", [.verticalOffset: 0.2, .duration: 1.5, .repeatCount: 3, .autoreverses: 1])
    static let forever = AnimationSetting(name: "Forever", [.rotationZ: 360, .duration: 1, .repeatCount: 0])

    @Test("The button's action cycles Play, Pause, Resume, Pause, and each step says what the figure must do")
    func toggleCycle() {
        var playback = SnowmanPlayback(setting: Self.once)
        #expect(playback.actionTitle == "Play")
        #expect(playback.send(.toggle, at: 10) == [.run(from: 0), .announce(.played(name: "Once"))])
        #expect(playback.actionTitle == "Pause")
        #expect(playback.send(.toggle, at: 10.5) == [.freeze(at: 0.5), .announce(.paused(at: 0.5))])
        #expect(playback.actionTitle == "Resume")
        #expect(playback.send(.toggle, at: 30) == [.run(from: 0.5), .announce(.resumed(at: 0.5))])
        #expect(playback.actionTitle == "Pause")
    }

    @Test("Animation time runs with the clock while playing and stands still while paused")
    func animationTimeFollowsTheClock() {
        var playback = SnowmanPlayback(setting: Self.once)
        #expect(playback.animationTime(at: 5) == 0, "at rest")
        playback.send(.play, at: 10)
        #expect(playback.animationTime(at: 10.75) == 0.75)
        playback.send(.pause, at: 11)
        #expect(playback.animationTime(at: 100) == 1, "frozen at the paused time")
        playback.send(.resume, at: 100)
        #expect(playback.animationTime(at: 100.5) == 1.5, "on from the paused time, not from the clock")
        #expect(playback.animationTime(at: 500) == 2, "never past the end of the run")
    }

    @Test("Leaving the studio pauses a running animation by itself, and only a running one")
    func leavingPauses() {
        var playback = SnowmanPlayback(setting: Self.once)
        #expect(playback.send(.leave, at: 1).isEmpty, "nothing plays: nothing to pause")
        playback.send(.play, at: 2)
        #expect(playback.send(.leave, at: 2.25) == [.freeze(at: 0.25), .announce(.paused(at: 0.25))])
        #expect(playback.state == .paused && playback.isPausedAutomatically)
        #expect(playback.send(.leave, at: 3).isEmpty, "already paused")
        playback.send(.resume, at: 9)
        #expect(!playback.isPausedAutomatically)
        playback.send(.pause, at: 9.5)
        #expect(playback.state == .paused && !playback.isPausedAutomatically, "the user's own pause")
    }

    @Test("Back in the studio after an automatic pause, the paused frame shows again, and Resume runs on from it")
    func resumeAfterLeaving() {
        var playback = SnowmanPlayback(setting: Self.once)
        playback.send(.play, at: 100)
        playback.send(.leave, at: 100.5)
        #expect(
            playback.send(.appear, at: 160) == [.freeze(at: 0.5)],
            "the figure lost its animation off screen: it is shown frozen at the paused time")
        #expect(playback.state == .paused)
        #expect(playback.send(.resume, at: 170) == [.run(from: 0.5), .announce(.resumed(at: 0.5))])
        #expect(playback.animationTime(at: 171) == 1.5)
        #expect(playback.send(.appear, at: 171).isEmpty, "a running animation never left the screen")
    }

    @Test("Coming back shows a paused animation again whoever paused it; at rest or finished there is nothing to show")
    func appearing() {
        var playback = SnowmanPlayback(setting: Self.once)
        #expect(playback.send(.appear, at: 0).isEmpty)
        playback.send(.play, at: 1)
        playback.send(.pause, at: 2.5)
        playback.send(.leave, at: 3)
        #expect(playback.send(.appear, at: 9) == [.freeze(at: 1.5)])
        playback.send(.resume, at: 10)
        playback.send(.finish, at: 10.5)
        #expect(playback.send(.appear, at: 11).isEmpty)
    }

    @Test("The run lasts every cycle, a reversed cycle twice; repeat forever never ends")
    func runDuration() {
        #expect(SnowmanPlayback(setting: Self.once).runDuration == 2)
        #expect(SnowmanPlayback(setting: Self.bounce).runDuration == 9)
        #expect(SnowmanPlayback(setting: Self.forever).runDuration == .infinity)
    }

    @Test("The end of a run finishes it: an autoreversed one ends at rest, and Play starts again from rest")
    func finishing() {
        var playback = SnowmanPlayback(setting: Self.bounce)
        #expect(playback.send(.finish, at: 0).isEmpty, "nothing was playing")
        playback.send(.play, at: 1)
        #expect(playback.send(.finish, at: 10) == [.endAtRest, .announce(.finished(name: "Bounce"))])
        #expect(playback.state == .finished && playback.actionTitle == "Play")
        #expect(playback.animationTime(at: 20) == 9)
        #expect(playback.send(.toggle, at: 20) == [.run(from: 0), .announce(.played(name: "Bounce"))])
        #expect(playback.animationTime(at: 20.5) == 0.5)

        var plain = SnowmanPlayback(setting: Self.once)
        plain.send(.play, at: 0)
        #expect(plain.send(.finish, at: 2) == [.announce(.finished(name: "Once"))], "holds its end pose")
    }

    @Test("Choosing another setting restarts a running animation with it, and otherwise waits at rest")
    func choosing() {
        var playback = SnowmanPlayback(setting: Self.once)
        playback.send(.play, at: 0)
        #expect(playback.send(.choose(Self.bounce), at: 1) == [.run(from: 0), .announce(.played(name: "Bounce"))])
        #expect(playback.animationTime(at: 1.5) == 0.5)
        playback.send(.pause, at: 2)
        #expect(playback.send(.choose(Self.once), at: 3) == [.rest])
        #expect(playback.state == .idle && playback.setting == Self.once)
        #expect(playback.animationTime(at: 4) == 0)
    }
}
