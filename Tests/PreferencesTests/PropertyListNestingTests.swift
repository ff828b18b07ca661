import Foundation
import FuzzSupport
import Testing

@testable import Preferences

/// The depth scan that runs before any parser: exact at the limit in every format, blind to markup inside
/// comments and strings, and safe on damaged binary tables.
@Suite struct PropertyListNestingTests {
    private let limit = PropertyListFile.maximumDepth

    private func verdict(_ data: Data) -> PropertyListNesting.Verdict {
        PropertyListNesting.check(data, limit: limit)
    }

    @Test(arguments: NestedPropertyList.Container.allCases)
    func xmlAtTheLimitPassesAndOneLevelMoreIsTooDeep(container: NestedPropertyList.Container) {
        #expect(verdict(NestedPropertyList.xml(depth: limit, container: container)) == .withinLimit)
        #expect(verdict(NestedPropertyList.xml(depth: limit + 1, container: container)) == .tooDeep)
        #expect(verdict(NestedPropertyList.xml(depth: 100_000, container: container)) == .tooDeep)
    }

    @Test(arguments: NestedPropertyList.Container.allCases)
    func binaryAtTheLimitPassesAndOneLevelMoreIsTooDeep(container: NestedPropertyList.Container) throws {
        let atLimit = NestedPropertyList.binary(depth: limit, container: container)
        #expect(verdict(atLimit) == .withinLimit)
        #expect(throws: Never.self) {
            try PropertyListSerialization.propertyList(from: atLimit, options: [], format: nil)
        }
        #expect(verdict(NestedPropertyList.binary(depth: limit + 1, container: container)) == .tooDeep)
        #expect(verdict(NestedPropertyList.binary(depth: 100_000, container: container)) == .tooDeep)
    }

    @Test func foundationsOwnBinaryWritingIsMeasuredTheSame() throws {
        var value: Any = true
        for _ in 0..<limit { value = [value] }
        let binary = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        #expect(verdict(binary) == .withinLimit)
        let deeper = try PropertyListSerialization.data(fromPropertyList: [value], format: .binary, options: 0)
        #expect(verdict(deeper) == .tooDeep)
    }

    @Test func aBinaryCycleOrAReferenceOutOfRangeIsMalformed() {
        #expect(verdict(NestedPropertyList.binary(depth: 3, cycle: true)) == .malformed)
        var broken = NestedPropertyList.binary(depth: 3)
        broken[broken.count - 9] = 0xFF  // the offset table's position, now past the end
        #expect(verdict(broken) == .malformed)
        #expect(verdict(Data("bplist00".utf8)) == .malformed)
    }

    @Test func openStepNestingCountsBracketsOutsideStringsAndComments() {
        #expect(verdict(NestedPropertyList.openStep(depth: limit)) == .withinLimit)
        #expect(verdict(NestedPropertyList.openStep(depth: limit + 1)) == .tooDeep)
        let quoted =
            "{ a = \"" + String(repeating: "(", count: 500) + "\"; /* " + String(repeating: "{", count: 500)
            + " */ b = <0fbd>; }"
        #expect(verdict(Data(quoted.utf8)) == .withinLimit)
    }

    @Test func markupInCommentsAndCDATADoesNotCount() {
        let many = String(repeating: "<array>", count: 500)
        let xml = """
            <?xml version="1.0"?><!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "x.dtd"><plist>\
            <!-- \(many) --><dict><key>x</key>\
            <string><![CDATA[\(many)]]></string><key>e</key><array/><key>d</key><dict/></dict></plist>
            """
        #expect(verdict(Data(xml.utf8)) == .withinLimit)
        let data = Data(xml.utf8)
        #expect(throws: Never.self) { try PropertyListSerialization.propertyList(from: data, options: [], format: nil) }
    }

    @Test func utf16TextIsScannedAsText() throws {
        let xml = String(decoding: NestedPropertyList.xml(depth: limit + 1), as: UTF8.self)
        let utf16 = try #require(xml.data(using: .utf16))
        #expect(verdict(utf16) == .tooDeep)
    }
}
