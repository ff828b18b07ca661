import Dynamics
import Kit

/// Resizing: the walls follow the field, the obstacle stays in its middle, and squares keep their height above
/// the floor (the floor is where they rest). The game then sweeps the squares the new field cannot hold.
extension DropitScene {
    func fieldDidResize(from old: Size, to new: Size) {
        let rise = new.height - old.height
        if old != .zero, rise != 0 {
            for square in squareViews.inPlay + squareViews.departing {
                square.center = Point(x: square.center.x, y: square.center.y + rise)
                physics.animator.updateItemUsingCurrentState(square)
            }
            if let pointer = grab.pointer { grab.move(to: pointer + Point(x: 0, y: rise)) }
        }
        physics.animator.referenceBounds = field.bounds
        layOutGrid()
    }

    /// Gives the game the field's grid as it is now (the window's size, the square size, the obstacle setting),
    /// with the obstacle's view and boundary in its place.
    func layOutGrid() {
        let grid = FieldGrid(
            width: field.bounds.width, height: field.bounds.height, pitch: rootView.pitch,
            hasObstacle: settings.store[DropitSettings.obstacle])
        physics.setObstacle(grid.obstacle)
        obstacleView.isHidden = grid.obstacle == nil
        if let obstacle = grid.obstacle { obstacleView.place(center: Point(obstacle.center), radius: obstacle.radius) }
        send(.layOut(grid, squares: sightings))
    }
}
