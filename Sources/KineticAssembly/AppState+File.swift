import FoundationEssentials
import Preferences

/// Reading and writing `state.plist` through `PropertyListFile`: an unusable file is kept aside with one line
/// (the state is only a convenience: a fresh one takes over), a value of the wrong type is dropped with the
/// original kept aside, and a failed save is recorded in the app's `FileSaveStatus`.
extension AppState {
    private enum Key {
        static let windowWidth = "windowWidth"
        static let windowHeight = "windowHeight"
        static let windowX = "windowX"
        static let windowY = "windowY"
        static let lastTab = "lastTab"
        static let crossfadeImagePaths = "crossfadeImagePaths"
        static let all = [windowWidth, windowHeight, windowX, windowY, lastTab, crossfadeImagePaths]
    }

    public static func file(
        in directory: URL, report: @escaping PropertyListFile.LineSink = PropertyListFile.standardError
    )
        -> PropertyListFile
    {
        PropertyListFile(directory: directory, fileName: fileName, report: report)
    }

    /// The remembered state, or a fresh one when there is none or it cannot be used (recorded in `status`, which
    /// tells the user once the window is up).
    @MainActor
    public static func load(
        from directory: URL, now: Date = Date(), status: FileSaveStatus? = nil,
        report: @escaping PropertyListFile.LineSink = PropertyListFile.standardError
    ) -> AppState {
        let file = file(in: directory, report: report)
        guard case .loaded(let entries) = file.loadDictionary(now: now, subject: subject, status: status) else {
            return AppState()
        }
        var fields = PropertyListFields(entries)
        var state = AppState()
        state.windowWidth = fields.double(Key.windowWidth)
        state.windowHeight = fields.double(Key.windowHeight)
        state.windowX = fields.double(Key.windowX)
        state.windowY = fields.double(Key.windowY)
        state.lastTab = fields.string(Key.lastTab)
        state.crossfadeImagePaths = fields.array(Key.crossfadeImagePaths).map { slots in
            slots.enumerated().map { index, slot in
                guard case .string(let path) = slot else {
                    fields.noteWrongType("\(Key.crossfadeImagePaths)[\(index)]", expected: "a string", found: slot)
                    return nil
                }
                return path == emptySlot ? nil : path
            }
        }
        file.reportWrongTypes(fields.wrongTypes, now: now, subject: subject, status: status)
        state.unknownEntries = fields.unknownEntries(besides: Key.all)
        return state
    }

    /// Writes the state, recording a failure in `status` (at quit, that means one line on stderr).
    @MainActor
    public func save(to directory: URL, status: FileSaveStatus?) {
        AppState.file(in: directory).save(propertyList, subject: Self.subject, status: status)
    }

    var propertyList: PropertyListValue {
        var entries = unknownEntries
        entries[Key.windowWidth] = windowWidth.map(PropertyListValue.double)
        entries[Key.windowHeight] = windowHeight.map(PropertyListValue.double)
        entries[Key.windowX] = windowX.map(PropertyListValue.double)
        entries[Key.windowY] = windowY.map(PropertyListValue.double)
        entries[Key.lastTab] = lastTab.map(PropertyListValue.string)
        entries[Key.crossfadeImagePaths] = crossfadeImagePaths.map { slots in
            .array(slots.map { .string($0 ?? Self.emptySlot) })
        }
        return .dictionary(entries)
    }
}
