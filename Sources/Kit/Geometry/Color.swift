/// An sRGB colour with straight (not premultiplied) alpha, each component in 0…1.
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From a 0xRRGGBB literal, as designers write colours.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    public func withAlpha(_ newAlpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: newAlpha)
    }

    /// Components as 0…255 bytes, rounded, for the renderer.
    public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// "#RRGGBB" or "#RRGGBBAA" when not opaque: the form the automation tree reports.
    var hexString: String {
        let (r, g, b, a) = bytes
        let parts = a == 255 ? [r, g, b] : [r, g, b, a]
        return "#" + parts.map { byteHex($0) }.joined()
    }

    public static func interpolate(_ from: Color, _ to: Color, _ t: Double) -> Color {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return Color(
            red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
            alpha: mix(from.alpha, to.alpha))
    }
}

private func byteHex(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
}
