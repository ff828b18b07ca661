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
        // The views in play are in the game's order: both add a square at the end and take leaving ones out.
        for (record, square) in zip(game.squares, squareViews.inPlay) where record.number == square.number {
            square.status = SquareView.Status(isResting: record.isResting, isGrabbed: record.isGrabbed)
        }
        rootView.countdown.show(countdown, now: now)
        renderVeil()
        updateClock()
    }

    private func renderScoreboard() {
        let tally = game.tally
        rootView.scoreboard.show(
            ScoreboardView.Model(
                score: tally.score, best: game.best, level: tally.level, rows: tally.rowsCleared,
                dropped: tally.dropped, rowsToNextLevel: Levels.rowsToNextLevel(after: tally.rowsCleared),
                dropInterval: Levels.dropInterval(level: tally.level), isPausedByPlayer: game.pauses.contains(.user),
                isOver: game.phase == .over))
    }

    /// The drop timer as the bar shows it: running while the game plays, standing still while it is paused.
    private var countdown: CountdownBar.Countdown? {
        let timer = game.dropTimer
        guard game.phase == .playing, let interval = timer.interval else { return nil }
        return CountdownBar.Countdown(interval: interval, due: timer.due, remaining: timer.remaining)
    }

    /// Why play stands still and how it goes on; nothing while it runs (or while only the tab is away).
    private func renderVeil() {
        let veil = rootView.veil
        let reason: FieldVeil.Reason? =
            game.phase == .over
            ? .over : game.pauses.contains(.user) ? .paused : game.pauses.contains(.unfocused) ? .unfocused : nil
        veil.show(reason)
        if reason != nil { rootView.callout.hush() }
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
