extension View {
    /// The model value of `property` as a vector (what the engine animates).
    func animatableValue(_ property: AnimatableProperty) -> AnimationVector {
        switch property {
        case .alpha: return AnimationVector(alpha)
        case .center: return AnimationVector(center)
        case .bounds: return AnimationVector(bounds)
        case .transform: return AnimationVector(transform)
        case .backgroundColor: return AnimationVector(backgroundColor)
        case .transform3D: return AnimationVector(transform3D)
        case .transition: return AnimationVector(transitionProgress)
        }
    }

    /// Sets the model value of `property` from a vector (no animation starts, whatever block is running).
    func setAnimatableValue(_ value: AnimationVector, for property: AnimatableProperty) {
        View.performWithoutAnimation {
            switch property {
            case .alpha: alpha = value.double
            case .center: center = value.point
            case .bounds: bounds = value.rect
            case .transform: transform = value.transform
            case .backgroundColor: backgroundColor = value.color
            case .transform3D: transform3D = value.transform3D
            case .transition: transitionProgress = value.double
            }
        }
    }
}
