import Kit
import Pentomino

/// The line under the board: the help on the left and, once the puzzle has begun, its moves, its time and the
/// board's best time on the right ("12 moves · 1:23 · best 0:58"). The time refreshes once a second while the
/// clock runs, and not at all otherwise, so a paused puzzle lets the app sleep.
extension PentominoesScene {
    /// Seconds between refreshes of the shown time (it shows whole seconds).
    static let clockRefreshInterval = 1.0
    /// The shortest wait for a refresh, in seconds: a second boundary closer than this is taken as passed.
    static let shortestClockWait = 0.01
    /// Points between the help and the status.
    static let statusGap = Theme.spacing * 2

    /// The status for the current puzzle, or "" before it has begun and with no best time.
    var statusText: String {
        var parts: [String] = []
        if state.moves > 0 || timer.hasStarted { parts.append(state.moves == 1 ? "1 move" : "\(state.moves) moves") }
        if let seconds = timer.elapsed(at: now) { parts.append(PuzzleTimer.format(seconds)) }
        if let best = shelf.bestTime(for: state.board) { parts.append("best \(PuzzleTimer.format(best))") }
        return parts.joined(separator: " · ")
    }

    /// Shows the current status and keeps the time fresh while the clock runs.
    func updateStatus() {
        let text = statusText
        if text != statusLabel.text {
            statusLabel.text = text
            layoutCaptionRow()
        }
        scheduleClockRefresh()
    }

    /// Splits the line under the board: the status at its right, as wide as its text; the longest help that
    /// fits the rest (centred under the board when there is no status), or the solutions browser in its place.
    func layoutCaptionRow() {
        let row = layout.captionFrame
        let statusWidth =
            statusLabel.text.isEmpty
            ? 0 : TextMeasurement.width(of: statusLabel.text, style: statusLabel.style).rounded(.up)
        statusLabel.frame = Rect(x: row.maxX - statusWidth, y: row.minY, width: statusWidth, height: row.height)
        let helpWidth = statusWidth > 0 ? max(row.width - statusWidth - Self.statusGap, 0) : row.width
        caption.frame = Rect(x: row.minX, y: row.minY, width: helpWidth, height: row.height)
        caption.style.alignment = statusWidth > 0 ? .leading : .center
        let browsing = !solutionBrowser.isHidden
        let browserWidth = min(solutionBrowser.preferredWidth, helpWidth)
        solutionBrowser.frame = Rect(
            x: (row.minX + (helpWidth - browserWidth) / 2).rounded(), y: row.minY, width: browserWidth,
            height: row.height)
        // The browser takes the help's place: a complete board needs no instructions. While the keyboard holds a
        // piece the help lists the keys that move it.
        let texts = keyboardHold == nil ? Self.captionTexts : Self.heldCaptionTexts
        caption.text =
            browsing ? "" : texts.first { TextMeasurement.width(of: $0, style: caption.style) <= helpWidth } ?? ""
    }

    /// Refreshes the time at its next whole second while the clock runs; nothing is scheduled otherwise.
    private func scheduleClockRefresh() {
        if let clockRefresh { view.window?.timers.cancel(clockRefresh) }
        clockRefresh = nil
        guard timer.isRunning, let window = view.window, let seconds = timer.elapsed(at: now) else { return }
        var wait = Self.clockRefreshInterval - seconds.truncatingRemainder(dividingBy: Self.clockRefreshInterval)
        // Rounding can leave a whole second a hair away: refresh at the one after instead of again at once.
        if wait < Self.shortestClockWait { wait += Self.clockRefreshInterval }
        clockRefresh = window.timers.schedule(at: now + wait) { [weak self] in
            self?.clockRefresh = nil
            self?.updateStatus()
        }
    }
}
