import FoundationEssentials

/// Turning what the file held into a list the studio can show: every saved animation keeps a place, under a
/// name no preset and no earlier animation has.
extension AnimationLibrary {
    /// The settings with clashing or empty names replaced by `Name (2)`, `Name (3)`… (or `Untitled`), and each
    /// rename made, as (old, new).
    static func uniquelyNamed(_ settings: [AnimationSetting]) -> ([AnimationSetting], [(String, String)]) {
        var named: [AnimationSetting] = []
        var renames: [(String, String)] = []
        for setting in settings {
            let base = normalized(setting.name).isEmpty ? AnimationFile.untitledName : normalized(setting.name)
            var name = base
            var number = 1
            while isPresetName(name) || named.contains(where: { sameName($0.name, name) }) {
                number += 1
                name = "\(base) (\(number))"
            }
            if name != base || normalized(setting.name).isEmpty { renames.append((setting.name, name)) }
            named.append(setting.renamed(name))
        }
        return (named, renames)
    }

    /// What to tell the user once when the file could not be used.
    static func notice(for contents: AnimationFile.Contents) -> String? {
        if let kept = contents.keptAside {
            return "The saved animations could not be read. The file was kept as \(kept.lastPathComponent); "
                + "the studio starts with the built-in presets."
        }
        if !contents.canSave {
            return "The saved animations could not be read or moved aside, so the studio starts with the "
                + "built-in presets and will not save over the file."
        }
        return nil
    }
}
