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
            preferences.observe(DropitSettings.obstacle) { [weak self] _ in self?.layOutGrid() },
            preferences.observe(DropitSettings.squareSize) { [weak self] size in self?.apply(size) },
        ]
    }

    private func applyGravity() {
        physics.behavior.gravity.magnitude = preferences[DropitSettings.gravity]
    }

    private func applyMaterial() {
        physics.behavior.setMaterial(
            elasticity: preferences[DropitSettings.bounciness], allowsRotation: preferences[DropitSettings.rotation])
    }

    /// A new pitch is a new grid: the game sweeps the squares of the old size away.
    private func apply(_ size: SquareSize) {
        guard size.pitch != rootView.pitch else { return }
        rootView.pitch = size.pitch
        rootView.layoutIfNeeded()
        layOutGrid()
    }
}
