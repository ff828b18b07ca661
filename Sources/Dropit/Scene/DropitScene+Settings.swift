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
        rootView.pitch = settings.store[DropitSettings.squareSize].pitch
        settings.keep([
            settings.store.observe(DropitSettings.gravity) { [weak self] _ in self?.applyGravity() },
            settings.store.observe(DropitSettings.bounciness) { [weak self] _ in self?.applyMaterial() },
            settings.store.observe(DropitSettings.rotation) { [weak self] _ in self?.applyMaterial() },
            settings.store.observe(DropitSettings.obstacle) { [weak self] _ in self?.layOutGrid() },
            settings.store.observe(DropitSettings.squareSize) { [weak self] size in self?.apply(size) },
        ])
    }

    private func applyGravity() {
        physics.behavior.gravity.magnitude = settings.store[DropitSettings.gravity]
    }

    private func applyMaterial() {
        physics.behavior.setMaterial(
            elasticity: settings.store[DropitSettings.bounciness],
            allowsRotation: settings.store[DropitSettings.rotation])
    }

    /// A new pitch is a new grid: the game sweeps the squares of the old size away.
    private func apply(_ size: SquareSize) {
        guard size.pitch != rootView.pitch else { return }
        rootView.pitch = size.pitch
        rootView.layoutIfNeeded()
        layOutGrid()
    }
}
