/// A benchmark window's clock: it moves one frame at a time, when told.
@MainActor
final class FrameClock {
    var now = 0.0
}
