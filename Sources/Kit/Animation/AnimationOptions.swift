/// Options for `View.animate`, in UIKit's spirit.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Let the animating views keep receiving touches (by default an animating view ignores input, as in UIKit).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 0)
}
