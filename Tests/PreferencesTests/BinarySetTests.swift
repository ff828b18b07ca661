import Foundation
import Testing

@testable import Preferences

/// Binary property lists may hold sets, ordered sets and UIDs, which Kinetic never writes. Foundation on Linux
/// traps while bridging a set that holds a container (`Set._conditionallyBridgeFromObjectiveC` reaches a null
/// metadata pointer), so one damaged byte turning an array's marker into a set's must be refused before the
/// parser runs: the file is kept aside and the defaults load.
@Suite struct BinarySetTests {
    /// A document as the app writes it, with a marker byte of the container at `index` of those holding
    /// containers rewritten to `high` (the marker's high four bits: 0xB ordered set, 0xC set).
    private static func documentWithContainerMarker(_ high: UInt8) throws -> Data {
        let document: [String: Any] = ["list": [1, ["nested": ["deep"]]], "count": 3]
        var bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: document, format: .binary, options: 0))
        let array = try #require(bytes.indices.dropFirst(8).first { bytes[$0] >> 4 == 0xA })
        bytes[array] = high << 4 | (bytes[array] & 0x0F)
        return Data(bytes)
    }

    @Test(arguments: [UInt8(0xB), 0xC])
    func aSetIsRefusedBeforeParsing(marker: UInt8) throws {
        let data = try Self.documentWithContainerMarker(marker)
        #expect(PropertyListNesting.check(data, limit: PropertyListFile.maximumDepth) == .unsupportedObjects)
    }

    @Test func aFileHoldingASetIsRefusedAsContentsKineticDoesNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-set-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = PropertyListFile(directory: folder, fileName: "settings.plist")
        try Self.documentWithContainerMarker(0xC).write(to: file.url)
        #expect(throws: PropertyListFile.ReadFailure.unsupportedContents) { try file.readContents() }
    }
}
