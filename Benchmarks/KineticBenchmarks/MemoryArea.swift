// Resident memory of the real app under the benchmark's Xvfb: after visiting every tab (against the floor, a bare
// SDL2 window with SDL's software renderer as Kinetic draws without a GPU, and with the accelerated renderer round
// two's target named), across Snowman plays at several window sizes, and across window resizes on Crossfade (whose
// pictures fill the window). The launch figure comes from the launch area.
import Foundation

@MainActor
struct MemoryArea {
    /// After every tab has been shown, kinetic may hold this much more than the software-renderer floor, in
    /// megabytes.
    static let targetTabsOverFloor = 25.0
    /// Round two's target, against the accelerated floor.
    static let acceleratedTargetTabsOverFloor = 60.0
    /// The last Snowman play may hold this much more than the first, in megabytes.
    static let targetPlaysGrowth = 10.0
    /// The last resize may hold this much more than the first, in megabytes.
    static let targetResizesGrowth = 20.0
    /// Snowman plays in all, spread evenly over `playSizes`, each saved animation in turn.
    static let playCount = 50
    static let playSizes = [(1024, 720), (800, 600), (1200, 800), (900, 640), (1100, 760)]
    static let resizeCount = 20
    /// How long each tab is shown before the next, in seconds (its first frames and animations).
    static let tabDwell = 1.0
    /// How long the window is left at each size before the next resize, in seconds.
    static let resizeDwell = 0.3
    static let floorRuns = 3

    let options: BenchmarkOptions
    let display: XvfbServer

    func run() throws -> [ResultRow] {
        let folders = try AppFolders(name: "memory")
        defer { folders.remove() }
        let floor = median(
            try (0..<Self.floorRuns).map { _ in
                try LaunchSample.floor(options.floor, display: display).residentMegabytes
            })
        let softwareFloor = median(
            try (0..<Self.floorRuns).map { _ in
                try LaunchSample.floor(options.floor, software: true, display: display).residentMegabytes
            })
        let tabs = try everyTab(folders)
        let plays = try snowmanPlays(folders)
        let resizes = try crossfadeResizes(folders)
        return [
            ResultRow(
                area: "memory", figure: "RSS after visiting every tab (floor: bare SDL2, software renderer)",
                value: tabs, unit: "MB", floor: softwareFloor, target: .overFloorAtMost(Self.targetTabsOverFloor)),
            ResultRow(
                area: "memory", figure: "same, against the floor with the accelerated renderer (round two)",
                value: tabs, unit: "MB", floor: floor, target: .overFloorAtMost(Self.acceleratedTargetTabsOverFloor)),
            ResultRow(
                area: "memory", figure: "RSS after \(Self.playCount) Snowman plays, 5 sizes (floor: after 1st)",
                value: plays.last, unit: "MB", floor: plays.first, target: .overFloorAtMost(Self.targetPlaysGrowth)),
            ResultRow(
                area: "memory", figure: "RSS after \(Self.resizeCount) resizes on Crossfade (floor: after 1st)",
                value: resizes.last, unit: "MB", floor: resizes.first,
                target: .overFloorAtMost(Self.targetResizesGrowth)),
        ]
    }

    private func launch(_ arguments: [String], _ folders: AppFolders) throws -> AppUnderTest {
        let app = try AppUnderTest(kinetic: options.kinetic, arguments: arguments, folders: folders, display: display)
        try app.waitForEvent("app.ready")
        return app
    }

    /// Shows each tab in tab-bar order for `tabDwell` seconds; the resident memory after the last.
    private func everyTab(_ folders: AppFolders) throws -> Double {
        let app = try launch(["--size", "1024x720", "--tab", "breakout"], folders)
        defer { app.quit() }
        let tabs = app.identifiedFrames().filter { $0.key.hasPrefix("tab.") }.sorted { $0.value[0] < $1.value[0] }
        guard tabs.count > 1 else { throw BenchmarkError("found no tabs (ids tab.<name>) in tree.json") }
        for (tab, _) in tabs {
            let selections = app.count(of: "tab.selected")
            try app.click(tab)
            if tab != tabs.first?.key { try app.waitForEvent("tab.selected", count: selections + 1) }
            usleep(UInt32(Self.tabDwell * 1e6))
        }
        let resident = try app.process.residentMegabytes()
        print(
            "   every tab (\(tabs.map { $0.key.dropFirst(4) }.joined(separator: ", "))): \(Format.number(resident)) MB")
        return resident
    }

    /// Plays the saved animations in turn, `playCount` plays spread over `playSizes`; the resident memory after
    /// the first play and after the last.
    private func snowmanPlays(_ folders: AppFolders) throws -> (first: Double, last: Double) {
        let app = try launch(["--size", "1024x720", "--tab", "snowman"], folders)
        defer { app.quit() }
        let animations = app.identifiedFrames().keys.filter { $0.wholeMatch(of: /snowman\.picker\.\d+/) != nil }.count
        guard animations > 0 else { throw BenchmarkError("found no saved animations (snowman.picker.<n>)") }
        var first = 0.0
        var played = 0
        for (index, size) in Self.playSizes.enumerated() {
            if index > 0 { try app.resize(width: size.0, height: size.1) }
            for _ in 0..<(Self.playCount / Self.playSizes.count) {
                try app.click("snowman.picker.\(played % animations)")
                try app.click("snowman.play", until: "snowman.play", count: played + 1)
                played += 1
                try app.waitForEvent("snowman.finished", count: played)
                if played == 1 { first = try app.process.residentMegabytes() }
            }
            print(
                "   Snowman, \(played) plays, now at \(size.0)×\(size.1): \(Format.number(try app.process.residentMegabytes())) MB"
            )
        }
        return (first, try app.process.residentMegabytes())
    }

    /// Resizes the window `resizeCount` times to sizes it has not had; the resident memory after the first and the
    /// last.
    private func crossfadeResizes(_ folders: AppFolders) throws -> (first: Double, last: Double) {
        let app = try launch(["--size", "1024x720", "--tab", "crossfade"], folders)
        defer { app.quit() }
        var first = 0.0
        for step in 1...Self.resizeCount {
            try app.resize(width: 700 + 29 * step, height: 500 + 17 * step)
            usleep(UInt32(Self.resizeDwell * 1e6))
            if step == 1 { first = try app.process.residentMegabytes() }
        }
        let last = try app.process.residentMegabytes()
        print(
            "   Crossfade, \(Self.resizeCount) resizes: first \(Format.number(first)) MB, last \(Format.number(last)) MB"
        )
        return (first, last)
    }
}
