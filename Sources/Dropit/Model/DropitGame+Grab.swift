/// Grabbing: the pointer takes the newest square in play on a spring and throws it on release. A held square
/// never rests and belongs to no row.
extension DropitGame {
    mutating func grab() -> [Effect] {
        guard grabbedSquare == nil, let index = squares.indices.last else { return [] }
        squares[index].isGrabbed = true
        squares[index].restingTime = 0
        let number = squares[index].number
        return [.attach(number), .announce(.attachmentBegan(number: number))]
    }

    /// Lets go. A throw gives the square the pointer's velocity, capped at `DropitTuning.maximumThrowSpeed`, so
    /// a flick flings it.
    mutating func release(throwing velocity: FieldPoint?) -> [Effect] {
        guard let index = squares.firstIndex(where: \.isGrabbed) else { return [] }
        squares[index].isGrabbed = false
        let thrown = velocity.map(Self.capped)
        let number = squares[index].number
        return [
            .detach(number, velocity: thrown), .announce(.attachmentEnded(number: number, velocity: thrown ?? .zero)),
        ]
    }

    private static func capped(_ velocity: FieldPoint) -> FieldPoint {
        let speed = velocity.length
        guard speed > DropitTuning.maximumThrowSpeed else { return velocity }
        let scale = DropitTuning.maximumThrowSpeed / speed
        return FieldPoint(x: velocity.x * scale, y: velocity.y * scale)
    }
}
