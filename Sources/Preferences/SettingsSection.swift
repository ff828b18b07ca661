/// A group of settings a scene (or the app) declares; the Settings tab shows one section each.
public struct SettingsSection: Sendable, Hashable, Identifiable {
    public let title: String
    /// Help shown under the section.
    public let footer: String?
    public let settings: [Setting]

    public var id: String { title }

    public init(_ title: String, footer: String? = nil, settings: [Setting]) {
        self.title = title
        self.footer = footer
        self.settings = settings
    }
}
