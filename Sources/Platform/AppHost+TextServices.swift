import Kit

extension AppHost {
    /// Hands Kit the platform's text services: measuring with the fonts the canvas draws with.
    func installTextServices() throws {
        TextMeasurement.measurer = try FontTextMeasurer()
    }
}
