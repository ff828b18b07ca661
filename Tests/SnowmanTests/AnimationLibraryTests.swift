import Foundation
import Testing

@testable import Snowman

@MainActor
@Suite("Animation library: presets, unique names, the file")
struct AnimationLibraryTests {
    private func sample(_ name: String) -> AnimationSetting {
        AnimationSetting(name: name, [.widthMultiplier: 1.5, .rotationX: 45, .duration: 1.5, .repeatCount: 0])
    }

    @Test("Saved settings survive a relaunch: save → file → a new library reads the same values")
    func roundTrip() throws {
        let file = AnimationFile(directory: makeTemporaryDirectory())
        let library = AnimationLibrary(file: file)
        try library.save(sample("Spin"))
        try library.save(AnimationSetting(name: "Drift", [.horizontalOffset: -0.25, .opacity: 0.4]))
        let reloaded = AnimationLibrary(file: file)
        #expect(reloaded.userSettings == library.userSettings)
        #expect(reloaded.all.map(\.name) == ["Wobble", "Hop", "Tumble", "Spin", "Drift"])
        #expect(reloaded.setting(named: "Spin")?.rotationX == 45)
        #expect(reloaded.setting(named: "Spin")?.repeatCount == 0)
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.contains("<key>widthMultiplier</key>"), "an XML property list a person can read")
    }

    @Test("Names are unique ignoring case and spaces: a taken name asks to replace, and replacing keeps the place")
    func uniqueNames() throws {
        let library = AnimationLibrary(file: AnimationFile(directory: makeTemporaryDirectory()))
        try library.save(sample("Spin"))
        try library.save(sample("Other"))
        #expect(library.wouldReplace(" spin "))
        #expect(throws: AnimationLibrary.LibraryError.nameTaken("Spin")) {
            try library.save(AnimationSetting(name: "SPIN"))
        }
        try library.save(AnimationSetting(name: "Spin ", [.opacity: 0.5]), replacing: true)
        #expect(library.userSettings.map(\.name) == ["Spin", "Other"])
        #expect(library.setting(named: "spin")?.opacity == 0.5)
        #expect(throws: AnimationLibrary.LibraryError.emptyName) { try library.save(AnimationSetting(name: "  ")) }
    }

    @Test("Presets cannot be replaced, renamed or deleted")
    func presetsAreFixed() throws {
        let library = AnimationLibrary(file: nil)
        #expect(AnimationLibrary.presets.map(\.name) == ["Wobble", "Hop", "Tumble"])
        #expect(throws: AnimationLibrary.LibraryError.presetName("hop")) { try library.save(sample("hop")) }
        #expect(throws: AnimationLibrary.LibraryError.notFound("Wobble")) { try library.delete("Wobble") }
        #expect(throws: AnimationLibrary.LibraryError.notFound("Tumble")) { try library.rename("Tumble", to: "X") }
        #expect(library.all.count == 3)
    }

    @Test("Rename and delete change the file; renaming onto another saved name is refused")
    func renameAndDelete() throws {
        let file = AnimationFile(directory: makeTemporaryDirectory())
        let library = AnimationLibrary(file: file)
        try library.save(sample("A"))
        try library.save(sample("B"))
        #expect(throws: AnimationLibrary.LibraryError.nameTaken("B")) { try library.rename("A", to: "b") }
        try library.rename("A", to: "a")  // its own name in another case is fine
        try library.rename("a", to: "Alpha")
        try library.delete("B")
        #expect(AnimationLibrary(file: file).userSettings.map(\.name) == ["Alpha"])
    }

    @Test("The default name is the next free Animation N")
    func defaultName() throws {
        let library = AnimationLibrary(file: nil)
        #expect(library.nextDefaultName() == "Animation 1")
        try library.save(sample("Animation 1"))
        try library.save(sample("Animation 3"))
        #expect(library.nextDefaultName() == "Animation 2")
        try library.save(sample(library.nextDefaultName()))
        #expect(library.nextDefaultName() == "Animation 4")
    }

    @Test("A corrupt file is kept aside, the presets remain, and the user is told where the file went")
    func corruptFile() throws {
        let directory = makeTemporaryDirectory()
        let file = AnimationFile(directory: directory)
        try Data("this is not a property list".utf8).write(to: file.url)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let library = AnimationLibrary(file: file, now: now)
        #expect(library.all.map(\.name) == ["Wobble", "Hop", "Tumble"])
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("animations.plist.corrupt-") }
        #expect(kept.count == 1)
        #expect(library.loadNotice?.contains(kept[0]) == true)
        #expect(!FileManager.default.fileExists(atPath: file.url.path), "moved, not copied")
        let keptText = try String(contentsOf: directory.appendingPathComponent(kept[0]), encoding: .utf8)
        #expect(keptText == "this is not a property list", "the user's bytes are untouched")
        try library.save(sample("Fresh"))
        #expect(AnimationLibrary(file: file).loadNotice == nil, "the new file reads fine")
    }

    @Test("A missing file is simply empty, with no notice")
    func missingFile() {
        let library = AnimationLibrary(file: AnimationFile(directory: makeTemporaryDirectory()))
        #expect(library.userSettings.isEmpty)
        #expect(library.loadNotice == nil)
    }

    @Test("Values are clamped to each dimension's bounds, in code and from a file")
    func clamping() throws {
        var setting = AnimationSetting(name: "Wild")
        setting[.widthMultiplier] = 99
        setting[.opacity] = -1
        setting[.rotationX] = .nan
        #expect(setting.widthMultiplier == 3)
        #expect(setting.opacity == 0)
        #expect(setting.rotationX == 0)
        let directory = makeTemporaryDirectory()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>version</key><integer>1</integer><key>animations</key><array>
            <dict><key>name</key><string>Old</string><key>duration</key><real>500</real></dict>
            </array></dict></plist>
            """
        try Data(plist.utf8).write(to: directory.appendingPathComponent(AnimationFile.fileName))
        let loaded = AnimationLibrary(file: AnimationFile(directory: directory)).setting(named: "Old")
        #expect(loaded?.duration == 10, "clamped to the maximum")
        #expect(loaded?.widthMultiplier == 1, "a dimension the file lacks takes its default")
    }

    @Test("Each dimension reads with its unit")
    func formatting() {
        #expect(AnimationDimension.named(.widthMultiplier).formatted(1.5) == "×1.50")
        #expect(AnimationDimension.named(.rotationX).formatted(45) == "45°")
        #expect(AnimationDimension.named(.duration).formatted(1.5) == "1.5 s")
        #expect(AnimationDimension.named(.repeatCount).formatted(0) == "∞")
        #expect(AnimationDimension.named(.repeatCount).formatted(3) == "3×")
        #expect(AnimationDimension.named(.horizontalOffset).formatted(0.25) == "+25 %")
        #expect(AnimationDimension.named(.opacity).formatted(0.8) == "80 %")
        #expect(AnimationDimension.named(.autoreverses).formatted(1) == "On")
        #expect(AnimationDimension.named(.timingCurve).formatted(0) == "Linear")
    }
}
