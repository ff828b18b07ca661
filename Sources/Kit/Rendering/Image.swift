/// A picture known by its file: an SVG (rasterised at whatever size it is drawn) or a bitmap.
///
/// Images are loaded by the Platform (which reads the natural size from the file); Kit only carries the
/// reference, so views stay pure and testable.
public struct Image: Hashable, Sendable {
    /// Absolute path of the file.
    public let path: String
    /// The size the artwork was designed at, in points; views use it for aspect-fit layout.
    public let naturalSize: Size

    public init(path: String, naturalSize: Size) {
        self.path = path
        self.naturalSize = naturalSize
    }

    /// The file name without its folders, as the automation tree reports it.
    public var name: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
