/// File paths as plain strings, joined and split the way the system reads them: the few path operations the app
/// needs, without Foundation's `NSString`.
public enum PathText {
    /// `folder/name`, with exactly one slash between them whatever `folder` ends with.
    public static func joined(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder that holds `path`: "/a/b/c" → "/a/b", "/a" → "/", "/" → "/", and "" for a bare name. A slash
    /// at the end of `path` is not a component.
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// `path` without "." components, ".." taken back a folder where one is named before it, and no repeated or
    /// trailing slashes: "/a/./b/../c/" → "/a/c". Symbolic links are not followed (the path need not exist).
    public static func standardized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component != ".." || !isAbsolute {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }
}
