import Kit

/// Window sizes and positions that come from outside the app — `--size` and the geometry remembered in
/// `state.plist` — checked before they reach the platform, which cannot turn a value no display shows (not a
/// number, infinite, billions of points) into pixels. The platform then fits what passes onto a display.
enum WindowGeometry {
    /// Largest window side accepted, in points (wider than a 16K display).
    static let maximumSide: Double = 16_384
    /// Farthest a remembered top-left corner may lie from the desktop's origin, in points (room for a wall of
    /// displays); nearer corners off every display are moved onto one by the platform.
    static let maximumCoordinate: Double = 65_536
    /// What a valid `--size` is, for messages.
    static let sizeRule = "give WIDTHxHEIGHT in points, each a number from 1 to 16384 (e.g. 1024x720)"

    /// Whether a window side (points) is one a display could show.
    static func isValidSide(_ value: Double) -> Bool {
        value.isFinite && value >= 1 && value <= maximumSide
    }

    /// Whether a remembered corner coordinate (screen points) is a plausible place on a desktop.
    static func isValidCoordinate(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumCoordinate
    }

    /// `--size WIDTHxHEIGHT` (an `x` or `X` between two numbers); anything else throws `InvalidSize`, whose
    /// text says what a valid size is.
    static func parseSize(_ argument: String) throws -> Size {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            isValidSide(width), isValidSide(height)
        else { throw InvalidSize() }
        return Size(width: width, height: height)
    }

    /// The `--size` error: ArgumentParser prints it after "The value '…' is invalid for '--size <size>':".
    struct InvalidSize: Error, CustomStringConvertible {
        var description: String { WindowGeometry.sizeRule }
    }

    /// What remembered geometry can be used: the size and position when valid, and `problem`, one line naming
    /// what was dropped, when either was not.
    struct Remembered: Equatable {
        var size: Size?
        var position: Point?
        var problem: String?
    }

    /// Checks remembered fields (nil: never saved). A size with either side invalid is dropped whole (the
    /// window opens at the default size), and so is a position (the window opens centred).
    static func remembered(width: Double?, height: Double?, x: Double?, y: Double?) -> Remembered {
        var result = Remembered()
        var dropped: [String] = []
        if let width, let height {
            if isValidSide(width), isValidSide(height) {
                result.size = Size(width: width, height: height)
            } else {
                dropped.append(
                    "size \(format(width))x\(format(height)) (sides from 1 to \(format(maximumSide)) points)")
            }
        }
        if let x, let y {
            if isValidCoordinate(x), isValidCoordinate(y) {
                result.position = Point(x: x, y: y)
            } else {
                dropped.append(
                    "position \(format(x)),\(format(y)) (within \(format(maximumCoordinate)) points of the origin)")
            }
        }
        if !dropped.isEmpty {
            result.problem = "ignoring the remembered window \(dropped.joined(separator: " and ")); using the defaults"
        }
        return result
    }

    /// A number as a person would write it: whole values without a fraction, others as Swift prints them.
    static func format(_ value: Double) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
