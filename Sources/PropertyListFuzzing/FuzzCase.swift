import Foundation

/// One generated input for a file reader, named so a failure can be replayed: the seed and the case number
/// regenerate the same bytes (`PropertyListFuzzer.fuzzCase(seed:index:)`).
public struct FuzzCase: Sendable, CustomStringConvertible {
    public let seed: UInt64
    public let index: Int
    /// What was done to the valid document, e.g. "bit flips at bytes [12, 40]".
    public let mutation: String
    public let data: Data

    public var description: String {
        "seed 0x\(String(seed, radix: 16)) case \(index) (\(mutation), \(data.count) bytes); replay with "
            + "\(PropertyListFuzzer.replayVariable)=\(index)"
    }
}
