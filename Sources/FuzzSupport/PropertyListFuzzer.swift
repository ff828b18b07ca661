import Foundation

/// Makes damaged inputs for a property-list reader from a few valid documents of its own: truncated,
/// bit-flipped, cut and spliced, nested past the depth limit (XML, binary and OpenStep, and a binary cycle),
/// values of the wrong type, files over the size limit, and plain garbage. Deterministic: case `index` of seed
/// `seed` is always the same bytes.
public struct PropertyListFuzzer: Sendable {
    /// Set to a case number to run that case alone (the failure message names it).
    public static let replayVariable = "KINETIC_FUZZ_CASE"

    /// Valid documents the reader accepts, e.g. one the app wrote; each is also tried in binary form.
    public let documents: [Data]
    /// The reader's nesting limit, in levels: cases straddle it.
    public let depthLimit: Int
    /// The reader's size limit, in bytes: cases straddle it.
    public let sizeLimit: Int

    public init(documents: [Data], depthLimit: Int, sizeLimit: Int) {
        precondition(!documents.isEmpty, "give the fuzzer at least one valid document to start from")
        self.documents = documents
        self.depthLimit = depthLimit
        self.sizeLimit = sizeLimit
    }

    /// The cases to run: `count` of them, or only the one named by `KINETIC_FUZZ_CASE`.
    public func cases(seed: UInt64, count: Int) -> [FuzzCase] {
        if let replay = ProcessInfo.processInfo.environment[Self.replayVariable].flatMap(Int.init) {
            return replay < count ? [fuzzCase(seed: seed, index: replay)] : []
        }
        return (0..<count).map { fuzzCase(seed: seed, index: $0) }
    }

    /// Case `index` of the run seeded with `seed`. The kind of damage cycles with the index, so every kind is
    /// in every run; the random generator picks where and how much.
    public func fuzzCase(seed: UInt64, index: Int) -> FuzzCase {
        var random = FuzzRandom(seed: seed, case: index)
        let mutations: [(inout FuzzRandom) -> (String, Data)] = [
            truncated, bitFlipped, spliced, retagged, nestedXML, nestedBinary, nestedOpenStep, wrongTyped,
            oversized, garbage,
        ]
        let (mutation, data) = mutations[index % mutations.count](&random)
        return FuzzCase(seed: seed, index: index, mutation: mutation, data: data)
    }

    // MARK: Damage to a valid document

    private func document(_ random: inout FuzzRandom) -> (String, Data) {
        let source = documents[Int.random(in: 0..<documents.count, using: &random)]
        guard Bool.random(using: &random),
            let object = try? PropertyListSerialization.propertyList(from: source, options: [], format: nil),
            let binary = try? PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        else { return ("text", source) }
        return ("binary", binary)
    }

    private func truncated(_ random: inout FuzzRandom) -> (String, Data) {
        let (format, data) = document(&random)
        let length = Int.random(in: 0..<max(data.count, 1), using: &random)
        return ("\(format) truncated to \(length) bytes", data.prefix(length))
    }

    private func bitFlipped(_ random: inout FuzzRandom) -> (String, Data) {
        var (format, data) = document(&random)
        guard !data.isEmpty else { return ("\(format), empty", data) }
        var positions: [Int] = []
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let position = Int.random(in: 0..<data.count, using: &random)
            data[position] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            positions.append(position)
        }
        return ("\(format) with bits flipped at bytes \(positions)", data)
    }

    /// A span of the document cut out or repeated: tags lose their partners, lengths stop matching.
    private func spliced(_ random: inout FuzzRandom) -> (String, Data) {
        let (format, data) = document(&random)
        guard data.count > 2 else { return ("\(format), too short to splice", data) }
        let start = Int.random(in: 0..<(data.count - 1), using: &random)
        let end = Int.random(in: (start + 1)...min(data.count, start + 64), using: &random)
        if Bool.random(using: &random) {
            return ("\(format) without bytes \(start)..<\(end)", data.prefix(start) + data.suffix(from: end))
        }
        return (
            "\(format) with bytes \(start)..<\(end) repeated",
            data.prefix(end) + data[start..<end] + data.suffix(from: end)
        )
    }

    /// One XML tag renamed to another (an integer becomes a string, a real a date…): well-formed, wrong type.
    private func retagged(_ random: inout FuzzRandom) -> (String, Data) {
        let source = documents[Int.random(in: 0..<documents.count, using: &random)]
        var text = String(decoding: source, as: UTF8.self)
        let tags = ["integer", "real", "string", "true/", "false/", "date", "data", "array", "dict", "key"]
        let from = tags[Int.random(in: 0..<tags.count, using: &random)]
        let to = tags[Int.random(in: 0..<tags.count, using: &random)]
        guard let range = text.range(of: "<\(from)>") ?? text.range(of: "<\(from)") else {
            return ("no <\(from)> to retag", source)
        }
        text.replaceSubrange(range, with: "<\(to)>")
        return ("first <\(from)> retagged <\(to)>", Data(text.utf8))
    }

    // MARK: Nesting

    /// Depths around the limit mostly, and now and then one far past it.
    private func depth(_ random: inout FuzzRandom) -> Int {
        if Int.random(in: 0..<8, using: &random) == 0 { return [1_000, 2_000, 100_000].randomElement(using: &random)! }
        return depthLimit + Int.random(in: -2...3, using: &random)
    }

    private func nestedXML(_ random: inout FuzzRandom) -> (String, Data) {
        let levels = depth(&random)
        let container = NestedPropertyList.Container.allCases.randomElement(using: &random)!
        if Bool.random(using: &random) {
            return (
                "XML nested \(levels) levels (\(container))",
                NestedPropertyList.xml(depth: levels, container: container)
            )
        }
        // Inside a dictionary, under a key of its own: one level deeper.
        return (
            "XML nested \(levels + 1) levels under a key (\(container))",
            NestedPropertyList.xml(depth: levels, container: container, underKey: "nested")
        )
    }

    private func nestedBinary(_ random: inout FuzzRandom) -> (String, Data) {
        let levels = depth(&random)
        let container = NestedPropertyList.Container.allCases.randomElement(using: &random)!
        let cycle = Int.random(in: 0..<4, using: &random) == 0
        return (
            "binary nested \(levels) levels (\(container))\(cycle ? " in a cycle" : "")",
            NestedPropertyList.binary(depth: levels, container: container, cycle: cycle)
        )
    }

    private func nestedOpenStep(_ random: inout FuzzRandom) -> (String, Data) {
        let levels = depth(&random)
        return ("OpenStep nested \(levels) levels", NestedPropertyList.openStep(depth: levels))
    }

    // MARK: Wrong types, size, garbage

    private func wrongTyped(_ random: inout FuzzRandom) -> (String, Data) {
        let source = documents[Int.random(in: 0..<documents.count, using: &random)]
        guard let object = try? PropertyListSerialization.propertyList(from: source, options: [], format: nil) else {
            return ("unparsable document", source)
        }
        let (path, changed) = WrongTypeReplacement.replacingRandomValue(in: object, using: &random)
        let format: PropertyListSerialization.PropertyListFormat = Bool.random(using: &random) ? .xml : .binary
        let data =
            (try? PropertyListSerialization.data(fromPropertyList: changed, format: format, options: 0)) ?? source
        return ("\(path) given another type (\(format == .xml ? "XML" : "binary"))", data)
    }

    /// Over the size limit (a long string), or a great many keys well within it.
    private func oversized(_ random: inout FuzzRandom) -> (String, Data) {
        let header = Data((NestedPropertyList.xmlHeader + "<dict>").utf8)
        let footer = Data(("</dict>" + NestedPropertyList.xmlFooter).utf8)
        if Bool.random(using: &random) {
            let length = sizeLimit + Int.random(in: 1...4096, using: &random)
            let string =
                Data("<key>huge</key><string>".utf8) + Data(repeating: UInt8(ascii: "x"), count: length)
                + Data("</string>".utf8)
            return ("a \(length)-byte string", header + string + footer)
        }
        let keys = Int.random(in: 200...2_000, using: &random)
        let body = (0..<keys).map { "<key>extra.\($0)</key><integer>\($0)</integer>" }.joined()
        return ("\(keys) extra keys", header + Data(body.utf8) + footer)
    }

    private func garbage(_ random: inout FuzzRandom) -> (String, Data) {
        let prefixes: [(String, Data)] = [
            ("nothing", Data()), ("bplist00", Data("bplist00".utf8)), ("<plist>", Data("<plist>".utf8)),
            ("{", Data("{".utf8)), ("UTF-16 mark", Data([0xFF, 0xFE])), ("whitespace", Data(" \n\t".utf8)),
        ]
        let (name, prefix) = prefixes.randomElement(using: &random)!
        let count = Int.random(in: 0...256, using: &random)
        let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
        return ("\(name) and \(count) random bytes", prefix + bytes)
    }
}
