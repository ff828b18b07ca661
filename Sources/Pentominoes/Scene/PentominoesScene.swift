import Kit
import Pentomino
import Preferences

/// The Pentominoes puzzle: cover a board with the 12 pentominoes. Drag the pieces from their homes onto the board;
/// tap a piece on the board to turn it clockwise, double-tap to flip it; Solve, Hint, Reset, Undo and Redo; the
/// window's shape re-lays everything out.
///
/// The model (`PuzzleState`) is the truth. Every input changes it first, then each piece view's motion retargets
/// to what the model says, so fast input bends an animation rather than queueing one.
@MainActor
public final class PentominoesScene: Scene {
    public static let settingsSection = PentominoesSettings.section
    /// Seconds between the pieces of Solve setting off, so the solution assembles one piece after another.
    public static let solveStagger = 0.07
    /// Seconds between the pieces of Reset setting off home.
    public static let resetStagger = 0.02
    /// Fastest release speed handed to a snapping spring, in points per second: a flick should feel alive, not
    /// send the piece wobbling across the board.
    public static let maximumHandoffSpeed: Double = 1200

    public internal(set) var state: PuzzleState
    /// The other boards' puzzles, as the player left them, and every board's best time.
    public internal(set) var shelf: PuzzleShelf
    let puzzleFile: PuzzleFile?
    /// The pending save after a change (changes in quick succession are written once).
    var pendingSave: TimerQueue.Token?
    let events: EventLog
    let preferences: PreferencesStore
    let boardView: BoardView
    let chips: [BoardChip]
    let solveButton = Button(title: "Solve", style: .gray)
    let hintButton = Button(title: "Hint", style: .gray)
    let resetButton = Button(title: "Reset", style: .gray)
    let undoButton = Button(title: "Undo", style: .gray)
    let redoButton = Button(title: "Redo", style: .gray)
    let celebration = CelebrationView()
    let caption = Label(
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, alignment: .center))
    /// The current puzzle's moves and time and the board's best time, at the right of the line under the board.
    let statusLabel = Label(
        style: TextStyle(size: Theme.TypeSize.caption, color: Theme.Palette.textSecondary, alignment: .trailing))
    /// The pending refresh of the shown time while the puzzle's clock runs.
    var clockRefresh: TimerQueue.Token?
    /// Previous, "Solution k of N", Next under a complete board.
    let solutionBrowser = SolutionBrowser()
    /// Each board's distinct solutions, by board name, once listed.
    var catalogs: [String: SolutionCatalog] = [:]
    /// The listing of a board's solutions, while it runs.
    var listing: SolutionListing?
    /// The help under the board, longest first: the longest that fits the board's width is shown.
    static let captionTexts = [
        "Drag pieces onto the board · click a piece to turn it · double-click to flip",
        "Drag onto the board · click: turn · double-click: flip",
        "Click: turn · double-click: flip",
    ]
    private(set) var pieceViews: [Piece: PieceView] = [:]
    var layout: PentominoesLayout
    var displayLink: DisplayLink?
    var drag: DragState?
    /// The piece the keyboard acts on when no piece has focus: the last one touched.
    var activePiece: Piece?
    /// The piece the keyboard has lifted over the board, if any (see `PentominoesScene+Keyboard`).
    var keyboardHold: KeyboardHold?
    /// True from Solve until every piece has arrived.
    public internal(set) var isSolving = false
    var pendingSolveArrivals = 0
    var hintScene: HintScene?
    /// The search for a Hint's or Solve's solution, while it runs.
    var search: SolutionSearch?
    /// Searches run on a background thread (the app); tests may run them inline for exact timing.
    var searchesInBackground = true
    /// The solution the current run of hint presses reveals (valid while the hint counter is above zero).
    var hintSolution: HintSolution?
    /// The current puzzle's clock (each board's puzzle keeps its own).
    var timer: PuzzleTimer {
        get { state.timer }
        set { state.timer = newValue }
    }
    var hasLaidOut = false
    private var observations: [SettingObservation] = []

    var snapStyle: MotionStyle
    var liftScale: Double
    var hintStep: Int

    /// - Parameters:
    ///   - board: the board shown first, unless `puzzleFile` remembers the one played last.
    ///   - puzzleFile: where every board's puzzle is kept between launches (the app passes the data folder's);
    ///     nil keeps them for this session only.
    public init(
        tabIcon: Image?, events: EventLog, preferences: PreferencesStore, board: Board = .rectangle6x10,
        puzzleFile: PuzzleFile? = nil
    ) {
        let saved = puzzleFile?.load(boards: Board.builtIns)
        var shelf = saved?.shelf ?? PuzzleShelf()
        let shown = saved?.currentBoard ?? board
        state = shelf.take(shown)
        self.shelf = shelf
        self.puzzleFile = puzzleFile
        self.events = events
        self.preferences = preferences
        layout = PentominoesLayout(size: .zero, board: shown)
        boardView = BoardView(board: shown, geometry: layout.board)
        chips = Board.builtIns.map(BoardChip.init(board:))
        snapStyle = Self.snapStyle(from: preferences)
        liftScale = preferences.double(for: PentominoesSettings.dragScale)
        hintStep = preferences.int(for: PentominoesSettings.hintPiecesPerPress)
        super.init(name: "pentominoes", title: "Pentominoes", tabIcon: tabIcon, view: PentominoesRootView())
        (view as? PentominoesRootView)?.onLayout = { [weak self] in self?.relayout() }
        boardView.showsGrid = preferences.bool(for: PentominoesSettings.showGrid)
        buildViews()
        describeForAccessibility()
        observeSettings()
        updateControls()
    }

    private func buildViews() {
        view.addSubview(boardView)
        caption.accessibilityIdentifier = "pentominoes.caption"
        view.addSubview(caption)
        statusLabel.accessibilityIdentifier = "pentominoes.status"
        view.addSubview(statusLabel)
        solutionBrowser.onStep = { [weak self] steps in self?.showSolution(movedBy: steps) }
        view.addSubview(solutionBrowser)
        for chip in chips {
            chip.isSelected = chip.board == state.board
            chip.onActivate = { [weak self, board = chip.board] in self?.select(board) }
            view.addSubview(chip)
        }
        solveButton.accessibilityIdentifier = "pentominoes.solve"
        hintButton.accessibilityIdentifier = "pentominoes.hint"
        resetButton.accessibilityIdentifier = "pentominoes.reset"
        solveButton.onActivate = { [weak self] in self?.solve() }
        hintButton.onActivate = { [weak self] in self?.showHint() }
        resetButton.onActivate = { [weak self] in self?.reset() }
        undoButton.accessibilityIdentifier = "pentominoes.undo"
        redoButton.accessibilityIdentifier = "pentominoes.redo"
        undoButton.onActivate = { [weak self] in self?.undo() }
        redoButton.onActivate = { [weak self] in self?.redo() }
        for button in toolbarButtons { view.addSubview(button) }
        let scale = layout.tray.cellSize / PieceView.referenceCell
        for piece in Piece.allCases {
            let pieceView = PieceView(piece: piece, center: .zero, scale: scale)
            attachGestures(to: pieceView)
            pieceView.onKey = { [weak self] view, event in self?.handlePieceKey(view.piece, event) ?? false }
            pieceViews[piece] = pieceView
            view.addSubview(pieceView)
            syncAutomation(of: piece)
        }
        view.addSubview(celebration)
    }

    private func observeSettings() {
        observations = [
            preferences.observe(PentominoesSettings.snapStyle) { [weak self] _ in
                guard let self else { return }
                snapStyle = Self.snapStyle(from: preferences)
            },
            preferences.observe(PentominoesSettings.showGrid) { [weak self] value in
                self?.boardView.showsGrid = value.boolValue ?? true
            },
            preferences.observe(PentominoesSettings.hintPiecesPerPress) { [weak self] value in
                self?.hintStep = value.intValue ?? 1
            },
            preferences.observe(PentominoesSettings.dragScale) { [weak self] value in
                guard let self else { return }
                liftScale = value.doubleValue ?? 1.15
                startMotion()
            },
        ]
    }

    private static func snapStyle(from preferences: PreferencesStore) -> MotionStyle {
        let stored = preferences.string(for: PentominoesSettings.snapStyle)
        return (PentominoesSettings.SnapStyle(rawValue: stored) ?? .spring).motion
    }

    /// The toolbar's buttons, left to right as the layout places them.
    var toolbarButtons: [Button] { [undoButton, redoButton, solveButton, hintButton, resetButton] }

    /// Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes. A piece's letter chooses it; R, F, arrows, Return and Escape
    /// act on the lifted or last touched piece (a piece with keyboard focus gets them first, through its own
    /// `handleKey`; the hint sheet, a modal layer, takes every key while it shows).
    public override func handleKey(_ event: KeyEvent) -> Bool {
        if handleHistoryKey(event) { return true }
        return handleKeyboardKey(event)
    }

    /// A puzzle restored at launch shows its moves and time at once, not from its next move.
    public override func sceneDidAppear() {
        startMotion()
        updateStatus()
    }

    /// Another tab or quitting: a drag in progress ends where it is, the frame callback and the puzzle's clock
    /// stop, and the puzzles are saved.
    public override func sceneWillDisappear() {
        releaseDrag()
        displayLink?.isPaused = true
        timer.pause(at: now)
        updateStatus()
        savePuzzles()
    }

    public override func sceneWillTerminate() {
        savePuzzles()
    }
}

/// The scene's root view: asks the scene to lay out whenever its size changes.
@MainActor
final class PentominoesRootView: View {
    var onLayout: (@MainActor () -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Theme.Palette.background
    }

    override func layoutSubviews() {
        onLayout?()
    }
}
