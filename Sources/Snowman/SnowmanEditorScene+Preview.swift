import Kit

/// The preview: the end pose of the edited values while nothing plays, and their animation with Play / Pause /
/// Resume (the studio's playback, on the preview's own snowman). A changed value restarts a running preview with
/// it; leaving the editor pauses it.
extension SnowmanEditorScene {
    /// The caption over the preview while it shows the end pose, and while it plays.
    static let endPoseCaption = "END POSE"
    static let playingCaption = "PREVIEW"

    func setUpPreviewPlayback() {
        previewPlayer.showsEndPoseWhenStopped = true
        previewPlayer.choose(editing)
        previewPlayButton.accessibilityIdentifier = "snowman.preview.play"
        previewPlayButton.accessibilityLabel = "Play the preview"
        previewPlayButton.onActivate = { [weak self] in self?.previewPlayer.performAction() }
        previewPlayer.onStateChange = { [weak self] _ in self?.updatePreviewControls() }
    }

    /// The edited values go to the preview (a running preview starts over with them).
    func updatePreview() {
        previewPlayer.choose(editing)
        previewSummary.text = editing.timingSummary
        updatePreviewControls()
    }

    private func updatePreviewControls() {
        previewPlayButton.title = previewPlayer.actionTitle
        switch previewPlayer.state {
        case .idle, .finished: previewCaption.text = Self.endPoseCaption
        case .playing, .paused: previewCaption.text = Self.playingCaption
        }
    }
}
