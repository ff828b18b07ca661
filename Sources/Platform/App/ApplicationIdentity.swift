/// Who the app is to the desktop. The reverse-DNS id names the `.desktop` file, the icon and the AppStream
/// metainfo that `make install` writes, and the app tags its notifications and its window with the same id, so
/// a desktop matches each of them to the launcher (task switchers group the window under the launcher's icon).
enum ApplicationIdentity {
    /// The application id: `<id>.desktop`, `Icon=<id>`, `<id>.metainfo.xml`, the window class and app id.
    public static let id = "io.github.kinetic.Kinetic"
    /// The human-readable name: the window title, the notifications' app name.
    public static let name = "Kinetic"
}
