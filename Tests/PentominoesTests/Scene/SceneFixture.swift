import Foundation
import KitTestSupport
import Pentomino
import Preferences

@testable import Kit
@testable import Pentominoes

/// A window showing the Pentominoes scene on a fake clock, with scripted pointer input and a record of the
/// scene's automation events.
@MainActor
final class SceneFixture {
    static let defaultSize = Size(width: 1024, height: 660)
    /// Seconds a mouse button stays down for one click.
    static let clickHold = 0.05

    let window: Window
    let scene: PentominoesScene
    let preferences: PreferencesStore
    let clock = TestClock()
    /// The solver's answers, waiting for the next turn of the run loop (`advance` delivers them first).
    let deliveries = DeliveryQueue()
    private let recorder = EventRecorder()

    /// - Parameters:
    ///   - puzzleFolder: where the scene keeps its puzzles; nil keeps them in memory only.
    ///   - listsSolutions: whether a complete board's solutions are listed (seconds for the large boards in a
    ///     debug build); otherwise every listing answers "none".
    init(
        size: Size = SceneFixture.defaultSize, board: Board = .rectangle6x10, puzzleFolder: URL? = nil,
        listsSolutions: Bool = false
    ) {
        window = Window(size: size, clock: clock)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("pentominoes-tests-\(UUID().uuidString)")
        preferences = PreferencesStore(sections: [PentominoesScene.settingsSection], directory: folder)
        let log = EventLog(clock: { 0 }, sink: { [recorder] in recorder.lines.append($0) })
        let live = SolverClient.live(clock: .frozen())
        let unlisted: @Sendable (Board, SolveControl) -> SolutionCatalog? = { _, _ in nil }
        let solver = SolverClient(
            findSolution: live.findSolution, listSolutions: listsSolutions ? live.listSolutions : unlisted)
        scene = PentominoesScene(
            tabIcon: nil, events: log, preferences: preferences, board: board,
            puzzleFile: puzzleFolder.map { PuzzleFile(directory: $0) },
            clients: PentominoesClients(solver: solver, background: .inline(answeringInto: deliveries)))
        window.setRootScene(scene)
        clock.tick(window, at: 0)
    }

    // MARK: The game

    var puzzle: PuzzleState { scene.game.puzzle }
    var toolbar: PuzzleToolbar { scene.playfield.toolbar }
    var chips: [BoardChip] { scene.playfield.chips }
    var captionRow: CaptionRow { scene.playfield.captionRow }
    var celebration: CelebrationView { scene.playfield.celebration }

    /// Puts the pieces of `placements` on the board at once, as a saved puzzle brings them back (no moves).
    func arrange(_ placements: [Placement]) {
        let spots = Dictionary(uniqueKeysWithValues: placements.map { ($0.piece, $0.spot) })
        scene.game.puzzle = PuzzleState(board: puzzle.board, restoring: spots)
        scene.relayout()
    }

    /// Hands the solver's waiting answers to the scene, as the next turn of the run loop would.
    func deliver() {
        deliveries.deliverAll()
    }

    /// Seconds since the clock's start.
    var time: Double { clock.now }

    // MARK: Events

    /// The scene's events so far, decoded: name and fields.
    var events: [(name: String, fields: [String: Any])] {
        recorder.lines.compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let name = object["event"] as? String
            else { return nil }
            return (name, object)
        }
    }

    func events(named name: String) -> [[String: Any]] {
        events.filter { $0.name == name }.map(\.fields)
    }

    // MARK: Time

    /// Moves time to `seconds`, waking at every timer deadline on the way as the run loop does.
    func advance(to seconds: Double) {
        // A deadline within a nanosecond of `seconds` is due: sums like 0.05 + 0.3 are inexact in binary.
        while let deadline = window.nextDeadline, deadline < seconds + 1e-9 {
            tick(at: max(deadline, clock.now))
        }
        tick(at: max(seconds, clock.now))
    }

    /// Runs frames at 60 Hz for `duration` seconds.
    func runFrames(for duration: Double) {
        let end = time + duration
        while time < end - 1e-9 { advance(to: min(time + 1.0 / 60, end)) }
    }

    /// Runs frames until every piece has settled (at most `limit` seconds).
    func settle(limit: Double = 3) {
        runFrames(for: limit)
    }

    /// One turn of the run loop: the main queue's answers first, then the clock's tick.
    private func tick(at seconds: Double) {
        deliveries.deliverAll()
        clock.tick(window, at: seconds)
    }

    // MARK: Pointer

    func pointer(_ phase: PointerEvent.Phase, at location: Point, time seconds: Double) {
        advance(to: seconds)
        window.handle(PointerEvent(phase: phase, location: location, timestamp: clock.now))
    }

    /// A click starting at `seconds` (press, hold, release).
    func click(at location: Point, time seconds: Double) {
        pointer(.down, at: location, time: seconds)
        pointer(.up, at: location, time: seconds + Self.clickHold)
    }

    /// A drag in 60 Hz steps from `start` to `end` over `duration` seconds, released without pausing.
    func drag(from start: Point, to end: Point, time seconds: Double, duration: Double = 0.3) {
        pointer(.down, at: start, time: seconds)
        let steps = max(Int(duration * 60), 2)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            pointer(.moved, at: start + (end - start) * fraction, time: seconds + duration * fraction)
        }
        pointer(.up, at: end, time: seconds + duration + 0.01)
    }

    // MARK: Geometry

    var geometry: BoardGeometry { scene.layout.board }
    var tray: TrayLayout { scene.layout.tray }

    /// The centre of a board cell, in window points.
    func cellCenter(row: Int, column: Int) -> Point {
        scene.view.convertToWindow(geometry.rect(of: Cell(row: row, column: column)).center)
    }

    func pieceView(_ piece: Piece) -> PieceView {
        scene.pieceViews[piece]!
    }

    /// The centre of the piece's square that starts at `square` in the unturned picture, in window points.
    func squareCenter(_ piece: Piece, _ square: Cell) -> Point {
        let view = pieceView(piece)
        return view.convertToWindow(view.squareRect(square).center)
    }

    /// A window point on the piece (its first square's centre).
    func pointOn(_ piece: Piece) -> Point {
        squareCenter(piece, pieceView(piece).squares[0])
    }

    /// Drags `piece` by its first square so that square lands on the centre of board cell (`row`, `column`).
    func dragPiece(_ piece: Piece, toCell row: Int, _ column: Int, time seconds: Double) {
        drag(from: pointOn(piece), to: cellCenter(row: row, column: column), time: seconds)
    }
}

/// Collects the automation lines the scene emits.
@MainActor
final class EventRecorder {
    var lines: [String] = []
}
