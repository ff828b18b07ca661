import Foundation

/// Replaces one value somewhere in a parsed property list with a value of another type.
enum WrongTypeReplacement {
    /// A step from a container to one of its values.
    enum Step: CustomStringConvertible {
        case key(String)
        case index(Int)

        var description: String {
            switch self {
            case .key(let key): ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }
    }

    /// A value of each type a property list holds, as `PropertyListSerialization` reads and writes them.
    static var samples: [(kind: String, value: Any)] {
        [
            ("string", "wrong"), ("integer", 42), ("real", 2.5), ("bool", true),
            ("date", Date(timeIntervalSince1970: 0)),
            ("data", Data([1, 2, 3])), ("array", [1, "two"] as [Any]), ("dictionary", ["k": "v"] as [String: Any]),
        ]
    }

    static func replacingRandomValue(in root: Any, using random: inout FuzzRandom) -> (String, Any) {
        var paths: [[Step]] = []
        collectPaths(in: root, prefix: [], into: &paths)
        let path = paths.randomElement(using: &random) ?? []
        let original = value(at: path, in: root)
        let others = samples.filter { $0.kind != kind(of: original) }
        let replacement = others.randomElement(using: &random)!
        let name = path.isEmpty ? "the top level" : path.map(\.description).joined()
        return ("\(name) (\(replacement.kind))", replacing(at: path[...], in: root, with: replacement.value))
    }

    private static func collectPaths(in value: Any, prefix: [Step], into paths: inout [[Step]]) {
        paths.append(prefix)
        if let dictionary = value as? [String: Any] {
            for (key, member) in dictionary { collectPaths(in: member, prefix: prefix + [.key(key)], into: &paths) }
        } else if let array = value as? [Any] {
            for (index, member) in array.enumerated() {
                collectPaths(in: member, prefix: prefix + [.index(index)], into: &paths)
            }
        }
    }

    private static func value(at path: [Step], in root: Any) -> Any {
        var value = root
        for step in path {
            switch step {
            case .key(let key): value = (value as? [String: Any])?[key] ?? value
            case .index(let index): value = (value as? [Any])?[index] ?? value
            }
        }
        return value
    }

    private static func replacing(at path: ArraySlice<Step>, in value: Any, with replacement: Any) -> Any {
        guard let step = path.first else { return replacement }
        switch step {
        case .key(let key):
            var dictionary = value as? [String: Any] ?? [:]
            dictionary[key] = replacing(at: path.dropFirst(), in: dictionary[key] as Any, with: replacement)
            return dictionary
        case .index(let index):
            var array = value as? [Any] ?? []
            guard array.indices.contains(index) else { return value }
            array[index] = replacing(at: path.dropFirst(), in: array[index], with: replacement)
            return array
        }
    }

    private static func kind(of value: Any) -> String {
        if type(of: value) == Bool.self { return "bool" }
        switch value {
        case let number as NSNumber: return String(cString: number.objCType) == "d" ? "real" : "integer"
        case is String: return "string"
        case is Date: return "date"
        case is Data: return "data"
        case is [Any]: return "array"
        default: return "dictionary"
        }
    }
}
