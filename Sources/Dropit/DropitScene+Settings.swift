import Dynamics
import Kit
import Preferences

/// The scene's settings (`DropitSettings`), applied the moment they change.
extension DropitScene {
    public static let settingsSection = DropitSettings.section

    /// Reads every setting and subscribes to changes (the observations live as long as the scene).
    func observeSettings() {
        applyGravity()
        applyMaterial()
        rootView.pitch = preferences[DropitSettings.squareSize].pitch
        observations = [
            preferences.observe(DropitSettings.gravity) { [weak self] _ in self?.applyGravity() },
            preferences.observe(DropitSettings.bounciness) { [weak self] _ in self?.applyMaterial() },
            preferences.observe(DropitSettings.rotation) { [weak self] _ in self?.applyMaterial() },
            preferences.observe(DropitSettings.obstacle) { [weak self] _ in self?.layOutObstacle() },
            preferences.observe(DropitSettings.squareSize) { [weak self] size in self?.apply(size) },
        ]
    }

    private func applyGravity() {
        physics.gravity.magnitude = preferences[DropitSettings.gravity]
    }

    private func applyMaterial() {
        physics.setMaterial(
            elasticity: preferences[DropitSettings.bounciness], allowsRotation: preferences[DropitSettings.rotation])
    }

    /// A new pitch is a new grid: squares of the old size would not fit it, so they go.
    private func apply(_ size: SquareSize) {
        guard size.pitch != rootView.pitch else { return }
        sweepField()
        rootView.pitch = size.pitch
        rootView.layoutIfNeeded()
        layOutObstacle()
        showMarker()
    }
}
