/// A group of rows in a grouped table, with an optional header above and footer (help text) below.
public struct TableSection {
    public var header: String?
    public var footer: String?
    public var cells: [TableCell]

    @MainActor
    public init(header: String? = nil, footer: String? = nil, cells: [TableCell]) {
        self.header = header
        self.footer = footer
        self.cells = cells
    }
}
