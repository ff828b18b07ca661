import Kit

/// The game's state on screen: the scoreboard, the marker and the square waiting there, the countdown to the next
/// automatic drop, the veil while play stands still, each square's status and the spring's line; then the clock
/// runs or rests as the physics and the drop timer need.
extension DropitScene {
    func render() {
        renderScoreboard()
        let field = rootView.field
        let isPlaying = game.isPlaying && game.grid.columns > 0
        field.markedColumn = game.grid.columns > 0 && game.phase == .playing ? game.markedColumn : nil
        field.preview =
            isPlaying
            ? (SquarePalette.colors[game.nextColorIndex % SquarePalette.colors.count], game.grid.squareSide) : nil
        field.obstacleShadow = obstacleShadow
        field.attachmentLine = grab.line
        for record in game.squares {
            squareViews.view(record.number)?.status = SquareView.Status(
                isResting: record.isResting, isGrabbed: record.isGrabbed)
        }
        rootView.countdown.show(countdown)
        renderVeil()
        updateClock()
    }

    private func renderScoreboard() {
        let board = rootView.scoreboard
        let tally = game.tally
        board.score.show(Scoring.text(tally.score))
        board.best.show(Scoring.text(game.best))
        board.level.show(String(tally.level))
        board.rows.show(String(tally.rowsCleared))
        board.dropped.show(String(tally.dropped))
        board.pauseButton.title = game.pauses.contains(.user) ? "Resume" : "Pause"
        board.pauseButton.isEnabled = game.phase == .playing
        let left = Levels.rowsToNextLevel(after: tally.rowsCleared)
        let texts = (
            progress: "\(left) \(left == 1 ? "row" : "rows") to level \(tally.level + 1)", pace: paceText
        )
        if board.progress.text != texts.progress || board.pace.text != texts.pace {
            board.progress.text = texts.progress
            board.pace.text = texts.pace
            board.setNeedsLayout()
        }
    }

    /// How the drops are paced at this level.
    private var paceText: String {
        guard let interval = Levels.dropInterval(level: game.tally.level) else {
            return "Drop at your own pace. From level 2, a square drops by itself when you wait."
        }
        return "A square drops by itself \(Levels.text(seconds: interval)) after the last one."
    }

    /// The drop timer as the bar shows it: running while the game plays, standing still while it is paused.
    private var countdown: CountdownBar.Countdown? {
        let timer = game.dropTimer
        guard game.phase == .playing, let share = timer.shareLeft(at: now) else { return nil }
        return CountdownBar.Countdown(shareLeft: share, secondsLeft: timer.due.map { $0 - now })
    }

    /// Why play stands still and how it goes on; nothing while it runs (or while only the tab is away).
    private func renderVeil() {
        let veil = rootView.veil
        let pauseKeys = Self.keyLabel(for: .pause)
        if game.phase == .over {
            veil.show(
                title: "Game Over", subtitle: "Press \(Self.keyLabel(for: .newGame)) or click Clear for a new game")
        } else if game.pauses.contains(.user) {
            veil.show(title: "Paused", subtitle: "Click, or press \(pauseKeys), to play on")
        } else if game.pauses.contains(.unfocused) {
            veil.show(title: "Paused", subtitle: "The game goes on when the window has focus again")
        } else {
            veil.show(title: nil)
        }
        if !veil.isHidden { rootView.callout.hush() }
    }

    /// The columns under the obstacle, from its middle to the floor: the cells there do not count.
    private var obstacleShadow: Rect? {
        let grid = game.grid
        guard let obstacle = grid.obstacle, let first = grid.shadowedColumns.first,
            let last = grid.shadowedColumns.last
        else { return nil }
        let top = obstacle.center.y
        return Rect(
            x: Double(first) * grid.pitch, y: top, width: Double(last - first + 1) * grid.pitch,
            height: max(grid.height - top, 0))
    }
}
