import Pentomino
import Preferences
import Testing

@testable import Kit
@testable import Pentominoes

@MainActor
@Suite("Pentominoes scene: resize, keys, Solve, Reset, Hint, completion")
struct SceneActionTests {
    @Test("Resizing keeps board pieces on their cells and moves home pieces to their new homes, animated")
    func resizeKeepsBoardPieces() {
        let f = SceneFixture()
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.dragPiece(.i, toCell: 0, 8, time: 0.5)
        f.settle()
        let spots = (f.puzzle.spot(of: .x), f.puzzle.spot(of: .i))
        f.window.resize(to: Size(width: 660, height: 964))
        f.advance(to: f.time + 1.0 / 60)
        f.advance(to: f.time + 1.0 / 60)
        #expect(f.puzzle.spot(of: .x) == spots.0 && f.puzzle.spot(of: .i) == spots.1)
        // Board pieces are on the new grid at once; home pieces are on their way.
        #expect(f.pieceView(.x).center == f.geometry.center(of: .x, at: spots.0!))
        #expect(f.pieceView(.i).center == f.geometry.center(of: .i, at: spots.1!))
        let home = f.tray.homeCenters[.f]!
        #expect(f.pieceView(.f).center.distance(to: home) > 10)
        f.settle()
        #expect(f.pieceView(.f).center == home)
        #expect(f.events(named: "piece.home").isEmpty)
    }

    @Test("R turns, F flips, arrows move a cell and Escape sends home the last piece touched")
    func keyboard() {
        let f = SceneFixture()
        f.dragPiece(.n, toCell: 1, 1, time: 0)
        f.settle()
        let start = f.puzzle.spot(of: .n)!
        func press(_ key: KeyEvent.Key) { f.window.handle(KeyEvent(key: key, timestamp: f.clock.now)) }
        press(.character("r"))
        #expect(f.puzzle.spot(of: .n)?.orientation == Orientation(rotation: 1))
        press(.character("f"))
        #expect(f.puzzle.spot(of: .n)?.orientation == Orientation(rotation: 1).flipped())
        let turned = f.puzzle.spot(of: .n)!
        press(.right)
        press(.down)
        #expect(f.puzzle.spot(of: .n)?.origin == turned.origin.offset(by: Cell(row: 1, column: 1)))
        let moved = f.events(named: "piece.moved").last
        #expect(
            moved?["from"] as? String == "\(turned.origin.row),\(turned.origin.column + 1),\(turned.orientation.index)")
        #expect(moved?["to"] as? String == f.pieceView(.n).positionText)
        #expect(start.origin == Cell(row: 1, column: 0))
        press(.escape)
        #expect(f.puzzle.position(of: .n) == .home)
        f.settle()
        #expect(f.pieceView(.n).transform.b == 0 && f.pieceView(.n).transform.a > 0)  // unturned, unflipped
    }

    @Test("A burst of turns by key leaves the piece exactly in the model's orientation, never half-turned")
    func rapidTurnsSettleExactly() {
        let f = SceneFixture()
        f.dragPiece(.f, toCell: 2, 4, time: 0)
        f.settle()
        for index in 0..<7 {
            f.window.handle(KeyEvent(key: .character("r"), timestamp: f.clock.now))
            if index == 3 { f.window.handle(KeyEvent(key: .character("f"), timestamp: f.clock.now)) }
            f.runFrames(for: 0.05)
        }
        f.settle()
        let spot = f.puzzle.spot(of: .f)!
        let scale = f.geometry.cellSize / PieceView.referenceCell
        #expect(f.pieceView(.f).transform == PieceMotion.transform(for: spot.orientation, scale: scale))
        #expect(f.pieceView(.f).center == f.geometry.center(of: .f, at: spot))
        #expect(f.pieceView(.f).automationValue == .string(spot.automationTextForTests))
    }

    @Test("Solve moves every piece to a solution one after another, with the controls off until it ends")
    func solve() {
        let f = SceneFixture()
        f.click(at: f.toolbar.solve.frameInWindow.center, time: 0)
        f.deliver()
        #expect(f.scene.game.isSolving)
        #expect(!f.toolbar.solve.isEnabled && !f.toolbar.hint.isEnabled && !f.toolbar.reset.isEnabled)
        #expect(f.chips.allSatisfy { !$0.isEnabled })
        #expect(f.puzzle.isComplete)
        f.runFrames(for: 0.2)
        let arrived = Piece.allCases.filter { f.pieceView($0).center == f.scene.target(of: $0).center }
        #expect(arrived.count < 12)  // staggered: not all there yet
        #expect(f.events(named: "board.solved").isEmpty)
        f.settle()
        #expect(!f.scene.game.isSolving && f.toolbar.solve.isEnabled)
        #expect(f.events(named: "board.solved").count == 1)
        #expect(f.events(named: "piece.snapped").count == 12)
        #expect(f.events(named: "puzzle.completed").isEmpty)  // the computer's solve is not celebrated
        for piece in Piece.allCases { #expect(f.pieceView(piece).center == f.scene.target(of: piece).center) }
    }

    @Test("Reset sends every piece home, animated")
    func reset() {
        let f = SceneFixture()
        f.scene.solve()
        f.settle()
        f.click(at: f.toolbar.reset.frameInWindow.center, time: f.time)
        #expect(Piece.allCases.allSatisfy { f.puzzle.position(of: $0) == .home })
        f.runFrames(for: 0.1)
        #expect(f.pieceView(.z).center != f.tray.homeCenters[.z])
        f.settle()
        for piece in Piece.allCases { #expect(f.pieceView(piece).center == f.tray.homeCenters[piece]) }
        #expect(f.events(named: "piece.home").count == 12)
    }

    @Test("Choosing a new board shows it empty and re-lays out; on blank, Solve and Hint are off")
    func chooseBoards() {
        let f = SceneFixture()
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        let blank = f.chips.first { $0.board == .blank }!
        f.click(at: blank.frameInWindow.center, time: 0.5)
        #expect(f.puzzle.board == .blank)
        #expect(f.puzzle.position(of: .x) == .home)
        #expect(f.events(named: "board.selected").last?["board"] as? String == "blank")
        #expect(!f.toolbar.solve.isEnabled && !f.toolbar.hint.isEnabled && f.toolbar.reset.isEnabled)
        #expect(blank.isSelectedForAutomation)
        f.click(at: f.toolbar.solve.frameInWindow.center, time: 1)
        #expect(!f.scene.game.isSolving)
        let corners = f.chips.first { $0.board == .square8x8Corners }!
        f.click(at: corners.frameInWindow.center, time: 1.5)
        #expect(f.scene.playfield.boardView.automationValue == .string("8x8-corners"))
        #expect(f.toolbar.solve.isEnabled && f.toolbar.hint.isEnabled)
        // Free play still takes pieces anywhere on its open grid.
        f.click(at: blank.frameInWindow.center, time: 2)
        f.settle()
        f.dragPiece(.w, toCell: 4, 4, time: f.time)
        #expect(f.puzzle.spot(of: .w) != nil)
    }

    @Test("Hint shows one piece, then two; a move starts again from one")
    func hintCounts() throws {
        let f = SceneFixture()
        f.click(at: f.toolbar.hint.frameInWindow.center, time: 0)
        f.advance(to: f.time)
        #expect(f.scene.shownHint?.count == 1)
        #expect(f.events(named: "hint.shown").last?["count"] as? Int == 1)
        #expect(f.window.topPresentation != nil)
        try dismissHint(f)
        f.click(at: f.toolbar.hint.frameInWindow.center, time: f.time)
        #expect(f.scene.shownHint?.count == 2)
        try dismissHint(f)
        f.dragPiece(.v, toCell: 0, 0, time: f.time)
        f.settle()
        f.click(at: f.toolbar.hint.frameInWindow.center, time: f.time)
        f.deliver()
        #expect(f.scene.shownHint?.count == 1)
    }

    @Test("The search's answer arrives on the next turn of the run loop, and the sheet appears then")
    func answerArrivesThroughTheMainQueue() {
        let f = SceneFixture()
        f.scene.showHint()
        f.scene.showHint()  // a second press while searching changes nothing
        #expect(f.deliveries.count == 1 && f.scene.shownHint == nil, "nothing shows until the answer is delivered")
        f.deliver()
        #expect(f.scene.shownHint?.count == 1)
        #expect(f.events(named: "hint.shown").count == 1)
    }

    @Test("Completing the board by hand shows the banner with the time taken; moving a piece away takes it down")
    func completionIsCelebrated() throws {
        let f = SceneFixture()
        let solution = try #require(try Solver(board: .rectangle6x10).firstSolution())
        let last = try #require(solution.first { $0.piece == .x })
        f.arrange(solution.filter { $0.piece != .x })
        // The X's top square goes on the solution's cell for it: its origin plus (0, 1).
        f.dragPiece(.x, toCell: last.origin.row, last.origin.column + 1, time: 40)
        let completed = try #require(f.events(named: "puzzle.completed").first)
        let seconds = try #require(completed["seconds"] as? Double)
        #expect(abs(seconds - 0.31) < 0.05, "from the piece picked up to its drop")
        #expect(f.celebration.isShowing)
        #expect(f.celebration.automationValue == .string("Solved! in \(PuzzleTimer.format(seconds))"))
        f.runFrames(for: 0.5)
        f.drag(from: f.pointOn(.x), to: Point(x: 5, y: 5), time: f.time)
        #expect(!f.celebration.isShowing)
    }

    @Test("The banner fades by itself a moment after the completion, so it never hides the solution for long")
    func bannerFades() throws {
        let f = SceneFixture()
        let solution = try #require(try Solver(board: .rectangle6x10).firstSolution())
        let last = try #require(solution.first { $0.piece == .x })
        f.arrange(solution.filter { $0.piece != .x })
        f.dragPiece(.x, toCell: last.origin.row, last.origin.column + 1, time: 1)
        let shown = f.time
        f.runFrames(for: CelebrationView.displayDuration - 0.1)
        #expect(f.celebration.isShowing && f.celebration.alpha == 1, "readable for its whole display time")
        f.advance(to: shown + CelebrationView.displayDuration + CelebrationView.fadeDuration + 0.1)
        #expect(!f.celebration.isShowing && f.celebration.alpha == 0)
        #expect(f.puzzle.isComplete, "the board stays as it is")
    }

    @Test("Settings apply at once: grid lines, snap style, drag scale, hint pieces per press")
    func settingsApply() {
        let f = SceneFixture()
        f.preferences.set(.bool(false), for: PentominoesSettings.showGrid)
        #expect(!f.scene.playfield.boardView.showsGrid)
        f.preferences.set(.string("none"), for: PentominoesSettings.snapStyle)
        f.dragPiece(.x, toCell: 2, 3, time: 0)
        f.advance(to: f.time + 1.0 / 60)
        #expect(f.pieceView(.x).center == f.geometry.center(of: .x, at: BoardSpot(row: 2, column: 2)))
        f.preferences.set(.int(3), for: PentominoesSettings.hintPiecesPerPress)
        f.scene.showHint()
        f.deliver()
        #expect(f.scene.shownHint?.count == 3)
        f.preferences.set(.double(1.3), for: PentominoesSettings.dragScale)
        #expect(f.scene.animator.liftScale == 1.3)
    }

    @Test("Once everything has settled the scene asks for no more frames, only the clock's once a second")
    func idleWhenSettled() {
        let f = SceneFixture()
        f.dragPiece(.y, toCell: 2, 2, time: 0)
        f.runFrames(for: 0.1)
        #expect(f.window.isAnimating)
        f.settle()
        #expect(!f.window.isAnimating)
        let refresh = f.window.nextDeadline.map { $0 - f.time }
        #expect(refresh.map { $0 > 0 && $0 <= PuzzleTimer.refreshInterval } == true)
        // With the clock stopped (the tab left) nothing at all is scheduled: the app can sleep.
        f.scene.sceneWillDisappear()
        #expect(f.window.nextDeadline == nil)
    }

    @Test("Tab reaches the pieces; a focused piece takes R, F and the arrows")
    func focusedPieceTakesKeys() {
        let f = SceneFixture()
        f.dragPiece(.t, toCell: 3, 3, time: 0)
        f.settle()
        f.dragPiece(.z, toCell: 0, 6, time: f.time)  // the last touched piece is the Z
        f.settle()
        var guardCount = 0
        while f.window.focusedView !== f.pieceView(.t), guardCount < 40 {
            f.window.handle(KeyEvent(key: .tab, timestamp: f.clock.now))
            guardCount += 1
        }
        #expect(f.window.focusedView === f.pieceView(.t))
        f.window.handle(KeyEvent(key: .character("r"), timestamp: f.clock.now))
        #expect(f.puzzle.spot(of: .t)?.orientation == Orientation(rotation: 1))
        #expect(f.puzzle.spot(of: .z)?.orientation == .identity)
    }

    @Test("Solve while a piece is held lets go of it first, then solves")
    func solveWhileDragging() {
        let f = SceneFixture()
        let grab = f.pointOn(.w)
        f.pointer(.down, at: grab, time: 0)
        for step in 1...10 {
            f.pointer(.moved, at: grab + Point(x: -20 * Double(step), y: 0), time: 0.02 * Double(step))
        }
        f.scene.solve()
        f.pointer(.moved, at: grab + Point(x: -250, y: 30), time: 0.25)
        f.pointer(.up, at: grab + Point(x: -250, y: 30), time: 0.3)
        f.settle()
        #expect(f.puzzle.isComplete)
        for piece in Piece.allCases { #expect(f.pieceView(piece).center == f.scene.target(of: piece).center) }
        #expect(!f.pieceView(.w).isSelectedForAutomation)
    }

    private func dismissHint(_ f: SceneFixture) throws {
        let done = try #require(f.window.rootView.view(withIdentifier: "pentominoes.hint.done"))
        f.runFrames(for: 0.5)
        f.click(at: done.frameInWindow.center, time: f.time)
        f.runFrames(for: 0.6)
        #expect(f.window.topPresentation == nil && f.scene.shownHint == nil)
    }
}

extension BoardSpot {
    var automationTextForTests: String { PiecePosition.board(self).automationText }
}
