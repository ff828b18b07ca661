import Kit
import Pentomino
import Preferences

/// The Pentominoes puzzle: cover a board with the 12 pentominoes. Drag the pieces from their homes onto the board;
/// click a piece on the board to turn it, double-click to flip it; Solve, Hint, Reset, Undo and Redo; the window's
/// shape re-lays everything out.
///
/// The game (`PentominoesGame`) is the truth and holds every rule. The scene only maps input to the game's
/// actions (`send`) and carries out the effects each action returns: it animates the piece views to where the game
/// has them (fast input bends an animation rather than queueing one), logs the events, runs the solver's jobs
/// through its clients and saves the puzzles. Each concern with state of its own is a small type: the drag
/// (`PieceDragging`), the frame loop (`PieceAnimator`), hints and solving (`SolverJobs`), saving (`PuzzleKeeper`),
/// the settings (`SettingsLink`), and the views (`PuzzleView`).
@MainActor
public final class PentominoesScene: Scene {
    public static let settingsSection = PentominoesSettings.section

    /// The game: every view follows it.
    public internal(set) var game: PentominoesGame
    let playfield: PuzzleView
    let animator: PieceAnimator
    private(set) var dragging: PieceDragging!
    private(set) var solverJobs: SolverJobs!
    private(set) var keeper: PuzzleKeeper!
    let settings: SettingsLink
    let events: EventLog
    /// The pending refresh of the shown time while the puzzle's clock runs.
    var clockRefresh: TimerQueue.Token?

    /// - Parameters:
    ///   - board: the board shown first, unless `puzzleFile` remembers the one played last.
    ///   - puzzleFile: where every board's puzzle is kept between launches (the app passes the data folder's);
    ///     nil keeps them for this session only.
    ///   - clients: where the solver's searches run and how their answers come back (tests pass their own).
    public init(
        tabIcon: Image?, events: EventLog, preferences: PreferencesStore, board: Board = .rectangle6x10,
        puzzleFile: PuzzleFile? = nil, clients: PentominoesClients = .live
    ) {
        let saved = puzzleFile?.load(boards: Board.builtIns)
        let shown = saved?.currentBoard ?? board
        game = PentominoesGame(board: shown, shelf: saved?.shelf ?? PuzzleShelf())
        self.events = events
        settings = SettingsLink(preferences: preferences)
        playfield = PuzzleView(board: shown)
        animator = PieceAnimator(
            root: playfield, pieceViews: playfield.pieceViews, snapStyle: settings.snapStyle,
            liftScale: settings.liftScale)
        super.init(name: "pentominoes", title: "Pentominoes", tabIcon: tabIcon, view: playfield)
        dragging = PieceDragging(scene: self)
        solverJobs = SolverJobs(clients: clients) { [weak self] action in self?.send(action) }
        keeper = PuzzleKeeper(file: puzzleFile, timers: { [weak self] in self?.view.window?.timers }) {
            [unowned self] in (game.puzzle, game.shelf, now)
        }
        playfield.onLayout = { [weak self] in self?.relayout() }
        connectControls()
        describeForAccessibility()
        settings.observe { [weak self] settings in self?.apply(settings) }
        render()
    }

    /// Hands `action` to the game and carries out what it answers.
    func send(_ action: PentominoesGame.Action) {
        perform(game.send(action, at: now))
        render()
    }

    /// Keys go through one table, `PentominoesControls.keys` (see `PentominoesScene+Keys`).
    public override func handleKey(_ event: KeyEvent) -> Bool {
        handlePuzzleKey(event)
    }

    /// The puzzle's mouse, touch and key controls, from the tables that drive them.
    public override var controlsHelp: ControlsHelp { PentominoesControls.help }

    /// A puzzle restored at launch shows its moves and time at once, not from its next move.
    public override func sceneDidAppear() {
        animator.start()
        render()
    }

    /// Another tab or quitting: a drag in progress ends where it is, the frame callback and the puzzle's clock
    /// stop, and the puzzles are saved.
    public override func sceneWillDisappear() {
        dragging.releaseDrag()
        send(.leave)
        animator.pause()
    }

    public override func sceneWillTerminate() {
        keeper.saveNow()
    }

    // MARK: Parts

    var pieceViews: [Piece: PieceView] { playfield.pieceViews }
    var layout: PentominoesLayout { playfield.layout }
    /// The window's clock, in seconds (0 before the scene is in a window: no move it times can happen then).
    var now: Double { animator.now }

    private func apply(_ settings: SettingsLink) {
        animator.snapStyle = settings.snapStyle
        animator.liftScale = settings.liftScale
        playfield.boardView.showsGrid = settings.showsGrid
        game.hintStep = settings.hintStep
    }

    /// The buttons, the board chips and the solution browser send their actions; each piece takes gestures and
    /// keys.
    private func connectControls() {
        let toolbar = playfield.toolbar
        toolbar.solve.onActivate = { [weak self] in self?.solve() }
        toolbar.hint.onActivate = { [weak self] in self?.showHint() }
        toolbar.reset.onActivate = { [weak self] in self?.reset() }
        toolbar.undo.onActivate = { [weak self] in self?.send(.undo) }
        toolbar.redo.onActivate = { [weak self] in self?.send(.redo) }
        for chip in playfield.chips {
            chip.onActivate = { [weak self, board = chip.board] in self?.select(board) }
        }
        playfield.captionRow.solutionBrowser.onStep = { [weak self] steps in self?.send(.showSolution(movedBy: steps)) }
        playfield.captionRow.helpButton.onActivate = { [weak self] in self?.showControlsHelp() }
        for pieceView in pieceViews.values {
            attachGestures(to: pieceView)
            pieceView.onKey = { [weak self] view, event in self?.handlePieceKey(event, on: view.piece) ?? false }
        }
    }

    // MARK: Actions that end a drag first

    /// Chooses another board (a drag in progress is let go first).
    public func select(_ board: Board) {
        dragging.releaseDrag()
        send(.select(board))
    }

    /// Solve, or Complete with pieces placed (a drag in progress is let go first).
    public func solve() {
        dragging.releaseDrag()
        send(.solve)
    }

    /// Every piece home (a drag in progress is let go first).
    public func reset() {
        dragging.releaseDrag()
        send(.reset)
    }

    public func showHint() {
        send(.hint)
    }

    /// The hint the sheet shows, if one does.
    public var shownHint: Hint? { solverJobs.hintSheet?.hint }
}
