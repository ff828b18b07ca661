@testable import Kit

/// Picks random user actions from a seed, so a run replays exactly. Pointer actions aim at a random view on
/// screen about half the time (a walk down the tree, into the modal layer when one shows), so controls deep in
/// a scene get pressed, and anywhere in the window the rest of the time.
@MainActor
struct FuzzActionGenerator {
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// The kinds of action and how often each comes, in percent of all actions.
    private enum Kind: CaseIterable {
        case click, doubleClick, drag, pointer, wheel, key, text, wait, resize, focus, tab, push, pop, alert, drop

        var weight: Int {
            switch self {
            case .click: 19
            case .doubleClick: 5
            case .drag: 10
            case .pointer: 6
            case .wheel: 5
            case .key: 26
            case .text: 4
            case .wait: 10
            case .resize: 3
            case .focus: 3
            case .tab: 1
            case .push: 3
            case .pop: 2
            case .alert: 2
            case .drop: 1
            }
        }
    }

    /// Keys a desktop user presses; digits switch tabs, so they come less often than the rest. Ctrl+Q is never
    /// sent: the platform quits on it before Kit sees it.
    private static let keys: [KeyEvent.Key] =
        [
            .tab, .tab, .tab, .left, .right, .up, .down, .up, .down, .enter, .escape, .space, .space, .home, .end,
            .pageUp, .pageDown, .backspace, .delete,
        ] + "rfpadwsx+-=".map { KeyEvent.Key.character($0) }
    private static let digits: [KeyEvent.Key] = "1234567890".map { KeyEvent.Key.character($0) }
    private static let texts = [
        "a", "Hello", "1234", "é", "日本語", "👩‍👩‍👧", "مرحبا", " ", String(repeating: "long ", count: 60), "\u{301}",
    ]
    private static let droppedFiles = [
        "/home/user/Pictures/holiday.png", "/fuzz/drawing.svg", "/nonexistent/photo.jpg", "", "notes.txt",
        "/" + String(repeating: "deep/", count: 200) + "image.png",
    ]

    mutating func next(in app: FuzzApp) -> FuzzAction {
        switch pickKind() {
        case .click: return .click(at: target(in: app), hold: double(in: 0.01...0.6))
        case .doubleClick: return .doubleClick(at: target(in: app), gap: double(in: 0.02...0.4))
        case .drag: return drag(in: app)
        case .pointer:
            let phases: [PointerEvent.Phase] = [.down, .moved, .up, .cancelled]
            return .pointer(id: int(in: 0...2), phase: pick(phases), at: target(in: app))
        case .wheel:
            return .wheel(at: target(in: app), delta: Point(x: double(in: -40...40), y: double(in: -400...400)))
        case .key: return key()
        case .text: return .text(pick(Self.texts))
        case .wait: return wait()
        case .resize: return .resize(to: windowSize())
        case .focus: return .windowFocus(!app.window.hasFocus)
        case .tab: return .selectTab(index: int(in: 0...(FuzzApp.sceneNames.count - 1)))
        case .push: return .pushEditor
        case .pop: return .popNavigation
        case .alert: return .alert(actionCount: int(in: 1...3), withTextField: chance(0.3))
        case .drop: return .dropFile(pick(Self.droppedFiles))
        }
    }

    private mutating func pickKind() -> Kind {
        var roll = int(in: 0...(Kind.allCases.map(\.weight).reduce(0, +) - 1))
        for kind in Kind.allCases {
            if roll < kind.weight { return kind }
            roll -= kind.weight
        }
        return .click
    }

    private mutating func key() -> FuzzAction {
        let key = chance(0.05) ? pick(Self.digits) : pick(Self.keys)
        var modifiers: KeyEvent.Modifiers = []
        if chance(0.1) { modifiers.insert(.shift) }
        if chance(0.04) { modifiers.insert(.alt) }
        if chance(0.04), key != .character("q") { modifiers.insert(.control) }
        return .key(key, modifiers, isRepeat: chance(0.1))
    }

    private mutating func drag(in app: FuzzApp) -> FuzzAction {
        let start = target(in: app)
        var path: [Point] = []
        var current = start
        for _ in 0..<int(in: 1...8) {
            let reach = chance(0.2) ? 600.0 : 60.0
            current = Point(x: current.x + double(in: -reach...reach), y: current.y + double(in: -reach...reach))
            path.append(current)
        }
        return .drag(from: start, path: path)
    }

    private mutating func wait() -> FuzzAction {
        if chance(0.03) { return .wait(seconds: 9, frame: 0.25) }  // past a scheduled notification's delay
        return .wait(seconds: double(in: 0.05...1.5), frame: double(in: FuzzApp.frame...0.1))
    }

    /// Sizes a window can take: the app's minimum to a large desktop.
    private mutating func windowSize() -> Size {
        if chance(0.1) { return pick([Size(width: 640, height: 480), Size(width: 3840, height: 2160)]) }
        return Size(width: double(in: 640...2560).rounded(), height: double(in: 480...1600).rounded())
    }

    // MARK: Targets

    private mutating func target(in app: FuzzApp) -> Point {
        let size = app.window.size
        guard chance(0.5) else {
            return Point(x: double(in: -8...(size.width + 8)), y: double(in: -8...(size.height + 8)))
        }
        let view = randomVisibleView(in: app.window)
        let frame = view.frameInWindow
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else {
            return Point(x: double(in: 0...size.width), y: double(in: 0...size.height))
        }
        if chance(0.6) { return frame.center }
        return Point(x: frame.minX + double(in: 0...frame.width), y: frame.minY + double(in: 0...frame.height))
    }

    private mutating func randomVisibleView(in window: Window) -> View {
        var view: View = window.rootView
        if let modal = window.topPresentation, chance(0.8) { view = modal }
        for _ in 0..<16 {
            let visible = view.subviews.filter { !$0.isHidden && $0.alpha >= View.minimumHitTestAlpha }
            guard !visible.isEmpty, !chance(0.2) else { break }
            view = pick(visible)
        }
        return view
    }

    // MARK: Random values

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func double(in range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &random)
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items[int(in: 0...(items.count - 1))]
    }
}
