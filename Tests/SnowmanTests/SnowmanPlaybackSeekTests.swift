import Testing

@testable import Snowman

/// The scrubber's action on the playback model alone, on made-up clock times.
@Suite("Snowman playback model: seeking with the scrubber")
struct SnowmanPlaybackSeekTests {
    static let once = SnowmanPlaybackModelTests.once
    static let bounce = SnowmanPlaybackModelTests.bounce
    static let forever = SnowmanPlaybackModelTests.forever

    @Test("Seeking while paused freezes the figure exactly there, and Resume plays on from that time")
    func seekWhilePaused() {
        var playback = SnowmanPlayback(setting: Self.once)
        playback.send(.play, at: 10)
        playback.send(.pause, at: 10.5)
        #expect(playback.send(.seek(to: 1.25), at: 20) == [.freeze(at: 1.25), .announce(.sought(to: 1.25))])
        #expect(playback.state == .paused && playback.actionTitle == "Resume")
        #expect(playback.animationTime(at: 60) == 1.25, "stays where it was put")
        #expect(playback.send(.resume, at: 61) == [.run(from: 1.25), .announce(.resumed(at: 1.25))])
        #expect(playback.animationTime(at: 61.5) == 1.75)
    }

    @Test("Seeking while playing moves the running animation and it keeps playing from there")
    func seekWhilePlaying() {
        var playback = SnowmanPlayback(setting: Self.once)
        playback.send(.play, at: 0)
        #expect(playback.send(.seek(to: 0.2), at: 1.5) == [.run(from: 0.2), .announce(.sought(to: 0.2))])
        #expect(playback.state == .playing)
        #expect(playback.animationTime(at: 2) == 0.7)
    }

    @Test("Seeking at rest or after the end pauses there (the button offers Resume), and clears an automatic pause")
    func seekFromRestOrEnd() {
        var idle = SnowmanPlayback(setting: Self.bounce)
        #expect(idle.send(.seek(to: 2), at: 5) == [.freeze(at: 2), .announce(.sought(to: 2))])
        #expect(idle.state == .paused && idle.animationTime(at: 9) == 2)

        var finished = SnowmanPlayback(setting: Self.once)
        finished.send(.play, at: 0)
        finished.send(.finish, at: 2)
        finished.send(.seek(to: 0.5), at: 3)
        #expect(finished.state == .paused && finished.animationTime(at: 3) == 0.5)

        var left = SnowmanPlayback(setting: Self.once)
        left.send(.play, at: 0)
        left.send(.leave, at: 1)
        left.send(.seek(to: 0.1), at: 2)
        #expect(!left.isPausedAutomatically, "the user has taken over")
    }

    @Test("The scrubber spans the whole run; a time past either end, or not a number, is held to it")
    func clamping() {
        var playback = SnowmanPlayback(setting: Self.bounce)
        #expect(playback.scrubDuration == 9)
        #expect(playback.send(.seek(to: 30), at: 0).first == .freeze(at: 9))
        #expect(playback.send(.seek(to: -1), at: 0).first == .freeze(at: 0))
        #expect(playback.send(.seek(to: .nan), at: 0).first == .freeze(at: 0))
    }

    @Test("A run that repeats forever scrubs over one cycle, and the scrubber shows the time within the cycle")
    func foreverScrubsOneCycle() {
        var playback = SnowmanPlayback(setting: Self.forever)
        #expect(playback.scrubDuration == 1)
        playback.send(.play, at: 0)
        #expect(playback.animationTime(at: 3.25) == 3.25)
        #expect(playback.scrubberTime(at: 3.25) == 0.25)
        let reversed = AnimationSetting(
            name: "Sway", [.rotationZ: 20, .duration: 0.5, .repeatCount: 0, .autoreverses: 1])
        #expect(SnowmanPlayback(setting: reversed).scrubDuration == 1, "there and back")
    }

    @Test("The scrubber shows the animation time: 0 at rest, running while playing, the end once finished")
    func scrubberFollowsTime() {
        var playback = SnowmanPlayback(setting: Self.once)
        #expect(playback.scrubberTime(at: 4) == 0)
        playback.send(.play, at: 4)
        #expect(playback.scrubberTime(at: 5.5) == 1.5)
        playback.send(.finish, at: 6)
        #expect(playback.scrubberTime(at: 7) == 2)
    }
}
