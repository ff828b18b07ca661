/// A width and height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }

    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }

    /// The largest size with this size's aspect ratio that fits inside `bounds`.
    public func aspectFit(in bounds: Size) -> Size {
        guard width > 0, height > 0 else { return .zero }
        let scale = min(bounds.width / width, bounds.height / height)
        return self * scale
    }

    /// The smallest size with this size's aspect ratio that covers `bounds`.
    func aspectFill(in bounds: Size) -> Size {
        guard width > 0, height > 0 else { return .zero }
        let scale = max(bounds.width / width, bounds.height / height)
        return self * scale
    }
}
