import Foundation
import Preferences

/// Converting what Foundation's `PropertyListSerialization` read into the tree, so the tests can read a saved file
/// with a parser other than the store's own (`PropertyListDecoder`, in `PropertyListValue+Decoding`).
extension PropertyListValue {
    /// The tree for what `PropertyListSerialization` read, or nil when it holds something a Kinetic file never
    /// does (a dictionary key that is not a string, a keyed-archiver reference).
    ///
    /// Recursive, so call it only on data whose nesting `PropertyListNesting` has bounded.
    init?(propertyList object: Any) {
        // An NSNumber holding 0 or 1 also casts to Bool, so only a true Bool reads as one.
        if type(of: object) == Bool.self, let value = object as? Bool {
            self = .bool(value)
            return
        }
        // Containers and strings first: casting a Swift container to a class such as NSNumber would bridge the
        // whole subtree to Objective-C just to fail, once per level.
        switch object {
        case let value as String: self = .string(value)
        case let array as [Any]:
            var elements: [PropertyListValue] = []
            elements.reserveCapacity(array.count)
            for element in array {
                guard let converted = PropertyListValue(propertyList: element) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        case let dictionary as [AnyHashable: Any]:
            var entries: [String: PropertyListValue] = [:]
            entries.reserveCapacity(dictionary.count)
            for (key, element) in dictionary {
                guard let key = key.base as? String, let converted = PropertyListValue(propertyList: element)
                else { return nil }
                entries[key] = converted
            }
            self = .dictionary(entries)
        case let value as Date: self = .date(value)
        case let value as Data: self = .data(value)
        case let number as NSNumber: self = Self.number(number)
        default:
            return nil
        }
    }

    /// A `<real>` reads as a floating-point number even when integral; an `<integer>` beyond `Int`'s range (only
    /// an unsigned 64-bit one can be) is kept as the nearest real rather than wrapped.
    private static func number(_ number: NSNumber) -> PropertyListValue {
        let type = String(cString: number.objCType)
        if type == "c" || type == "B" { return .bool(number.boolValue) }
        if type == "d" || type == "f" { return .double(number.doubleValue) }
        if type == "Q", number.uint64Value > UInt64(Int.max) { return .double(Double(number.uint64Value)) }
        return .int(number.intValue)
    }
}
