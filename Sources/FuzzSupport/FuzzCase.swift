import Foundation

/// One generated input for a file reader, named so a failure can be replayed: the seed and the case number
/// regenerate the same bytes (`PropertyListFuzzer.fuzzCase(seed:index:)`).
public struct FuzzCase: Sendable, CustomStringConvertible {
    public let seed: UInt64
    public let index: Int
    /// What was done to the valid document, e.g. "bit flips at bytes [12, 40]".
    public let mutation: String
    public let data: Data

    /// The run, the case and the damage: "seed 0x5e771765 case 57 (XML truncated to 80 bytes, 80 bytes)".
    public var summary: String {
        "seed 0x\(String(seed, radix: 16)) case \(index) (\(mutation), \(data.count) bytes)"
    }

    public var description: String {
        "\(summary); replay with \(PropertyListFuzzer.replayVariable)=\(index)"
    }
}
