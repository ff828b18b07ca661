import Kit

/// The square views: those in play (in the game's order, oldest first) and those leaving, which fly and fade
/// before they go. It owns the views only; where they are is the physics' business, what they mean the game's.
@MainActor
final class SquareViews {
    private(set) var inPlay: [SquareView] = []
    private(set) var departing: [SquareView] = []

    /// A view for a square coming into play, placed where it appears, on top of the field's other subviews.
    func add(_ spawn: SquareSpawn, to field: View) -> SquareView {
        let color = SquarePalette.colors[spawn.colorIndex % SquarePalette.colors.count]
        let square = SquareView(number: spawn.number, color: color, side: spawn.side)
        square.center = Point(spawn.center)
        field.addSubview(square)
        inPlay.append(square)
        return square
    }

    /// The view of square `number` in play, if any.
    func view(_ number: Int) -> SquareView? {
        inPlay.first { $0.number == number }
    }

    /// Moves squares out of play; returns their views, now departing.
    func takeOutOfPlay(_ numbers: [Int]) -> [SquareView] {
        let leaving = Set(numbers)
        let views = inPlay.filter { leaving.contains($0.number) }
        inPlay.removeAll { leaving.contains($0.number) }
        for view in views { view.status.isDeparting = true }
        departing += views
        return views
    }

    /// Forgets a departed view and takes it off the field.
    func finishDeparture(of square: SquareView) {
        square.removeFromSuperview()
        departing.removeAll { $0 === square }
    }
}
