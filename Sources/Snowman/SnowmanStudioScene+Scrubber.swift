import Kit

/// The scrubber under the stage: it follows the animation's time every frame while it plays (a display link that
/// runs only then), and a drag or an arrow key on it seeks the player — frozen at that time while paused, and
/// Resume plays on from there.
extension SnowmanStudioScene {
    func setUpScrubber() {
        scrubber.slider.onValueChanged = { [weak self] time in self?.player.seek(to: time) }
        updateScrubber()
    }

    /// Puts the player's time into the scrubber, and runs the display link exactly while the animation plays.
    func updateScrubber() {
        scrubber.show(time: player.scrubberTime, span: player.playback.scrubDuration)
        followPlaybackEachFrame(player.state == .playing && view.window != nil)
    }

    private func followPlaybackEachFrame(_ follows: Bool) {
        if follows, scrubberLink == nil, let window = view.window {
            scrubberLink = DisplayLink(window: window) { [weak self] _, _ in self?.updateScrubber() }
        }
        scrubberLink?.isPaused = !follows
    }
}
