/// The view properties that animate.
enum AnimatableProperty: Hashable, Sendable, CaseIterable {
    case alpha, center, bounds, transform, backgroundColor
    /// `View.transform3D`: rotation out of the screen's plane and the perspective distance.
    case transform3D
    /// The progress (0 → 1) of a content transition started by `View.transition(with:…)`.
    case transition
}
