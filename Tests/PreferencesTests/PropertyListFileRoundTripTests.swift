import Foundation
import Testing

@testable import Preferences

@Suite("Whatever a file holds comes back from a save exactly as it was")
struct PropertyListFileRoundTripTests {
    let folder: TemporaryDirectory
    let file: PropertyListFile

    init() throws {
        folder = try TemporaryDirectory()
        file = PropertyListFile(directory: folder.url, fileName: "round-trip.plist", report: { _ in })
    }

    func roundTrip(_ value: PropertyListValue) throws -> PropertyListValue? {
        try file.write(value)
        return try file.readContents()
    }

    /// Every kind of value, nested the ways the app's files nest them and the ways a newer version might.
    static let everything = PropertyListValue.dictionary([
        "flag": .bool(false), "count": .int(-42), "big": .int(Int.max), "ratio": .double(0.25),
        "whole real": .double(2), "name": .string("Snow <man> & \"friends\" ☃"),
        // XML dates carry whole seconds, as Foundation's own writer does.
        "saved": .date(Date(timeIntervalSince1970: 1_795_428_900)),
        "blob": .data(Data([0, 1, 2, 0xFF])), "empty blob": .data(Data()),
        "animations": .array([
            .dictionary(["name": .string("Tumble"), "duration": .double(1.5), "curve": .int(2)]),
            .dictionary(["name": .string("Grow"), "keys": .array([.string("width"), .string("height")])]),
        ]),
        "nested": .dictionary(["deeper": .dictionary(["list": .array([.array([.int(1)]), .array([])])])]),
        "empty list": .array([]), "empty dictionary": .dictionary([:]),
        "slots": .array([.string("/home/user/a.png"), .string("$null")]),
    ])

    @Test func everyKindOfValueNestedInListsAndDictionariesRoundTrips() throws {
        #expect(try roundTrip(Self.everything) == Self.everything)
    }

    @Test func anUnknownKeyHoldingAListSurvivesBesideKnownOnes() throws {
        let newer = PropertyListValue.dictionary([
            "bestScore": .int(1200), "futureFeature": .array([.dictionary(["on": .bool(true)]), .int(3)]),
        ])
        #expect(try roundTrip(newer) == newer)
    }

    @Test func realsStayRealsAndIntegersStayIntegers() throws {
        let values = PropertyListValue.dictionary(["real": .double(3), "integer": .int(3)])
        let read = try roundTrip(values)
        #expect(read == values)
    }

    @Test func infinitiesAndNotANumberAreWrittenAndReadBack() throws {
        let read = try roundTrip(
            .dictionary(["up": .double(.infinity), "down": .double(-.infinity), "nan": .double(.nan)]))
        guard case .dictionary(let entries) = read, case .double(let nan) = entries["nan"] else {
            Issue.record("expected a dictionary with a real under nan, read \(String(describing: read))")
            return
        }
        #expect(nan.isNaN)
        #expect(entries["up"] == .double(.infinity))
        #expect(entries["down"] == .double(-.infinity))
    }

    @Test func theFileIsAnXMLPropertyListPeopleCanRead() throws {
        try file.write(.dictionary(["list": .array([.int(1)])]))
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("<key>list</key>"))
        #expect(text.contains("<integer>1</integer>"))
    }
}
