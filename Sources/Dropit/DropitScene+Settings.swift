import Dynamics
import Kit
import Preferences

/// The scene's settings (Settings tab), applied the moment they change.
extension DropitScene {
    public static let gravitySetting = Setting.double(
        "dropit.gravity", title: "Gravity", default: 1, range: 0.25...3, step: 0.05, unit: "g",
        footer: "1 g pulls at 1,000 points per second squared.")
    public static let squareSizeSetting = Setting.choice(
        "dropit.squareSize", title: "Square size", default: "medium",
        options: [
            SettingOption("small", title: "Small"), SettingOption("medium", title: "Medium"),
            SettingOption("large", title: "Large"),
        ],
        footer: "A new size lays a new grid: the squares on the field are swept away.")
    public static let bouncinessSetting = Setting.double(
        "dropit.bounciness", title: "Bounciness", default: 0.35, range: 0...0.9, step: 0.05)
    public static let obstacleSetting = Setting.bool("dropit.obstacle", title: "Round obstacle", default: true)
    public static let rotationSetting = Setting.bool(
        "dropit.rotation", title: "Squares can rotate", default: false,
        footer: "Tumbling squares rarely line up into full rows.")

    public static let settingsSection = SettingsSection(
        "Dropit",
        settings: [gravitySetting, squareSizeSetting, bouncinessSetting, obstacleSetting, rotationSetting])

    /// Grid pitch, in points, for a square-size value (medium for one this version does not know).
    static func pitch(forSize value: String) -> Double {
        switch value {
        case "small": DropitTuning.smallPitch
        case "large": DropitTuning.largePitch
        default: DropitTuning.mediumPitch
        }
    }

    /// Reads every setting and subscribes to changes (the observations live as long as the scene).
    func observeSettings() {
        applyGravity()
        applyMaterial()
        rootView.pitch = Self.pitch(forSize: preferences.string(for: Self.squareSizeSetting))
        let apply: [(Setting, @MainActor (DropitScene) -> Void)] = [
            (Self.gravitySetting, { $0.applyGravity() }),
            (Self.bouncinessSetting, { $0.applyMaterial() }),
            (Self.rotationSetting, { $0.applyMaterial() }),
            (Self.obstacleSetting, { $0.layOutObstacle() }),
            (Self.squareSizeSetting, { $0.applySquareSize() }),
        ]
        observations = apply.map { setting, handler in
            preferences.observe(setting) { [weak self] _ in
                guard let self else { return }
                handler(self)
            }
        }
    }

    private func applyGravity() {
        physics.gravity.magnitude = preferences.double(for: Self.gravitySetting)
    }

    private func applyMaterial() {
        physics.setMaterial(
            elasticity: preferences.double(for: Self.bouncinessSetting),
            allowsRotation: preferences.bool(for: Self.rotationSetting))
    }

    /// A new pitch is a new grid: squares of the old size would not fit it, so they go.
    private func applySquareSize() {
        let pitch = Self.pitch(forSize: preferences.string(for: Self.squareSizeSetting))
        guard pitch != rootView.pitch else { return }
        sweepField()
        rootView.pitch = pitch
        rootView.layoutIfNeeded()
        layOutObstacle()
    }
}
