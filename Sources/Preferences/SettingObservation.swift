/// A subscription to one setting's changes. The store holds it weakly: releasing it (or
/// calling `cancel()`) ends the subscription, so a scene that goes away stops being called.
///
/// The handler is kept until then, so capture the scene weakly in it to avoid a cycle.
@MainActor
public final class SettingObservation {
    public let key: String
    private var handler: (@MainActor (SettingValue) -> Void)?

    init(key: String, handler: @escaping @MainActor (SettingValue) -> Void) {
        self.key = key
        self.handler = handler
    }

    public var isCancelled: Bool { handler == nil }

    public func cancel() {
        handler = nil
    }

    func deliver(_ value: SettingValue) {
        handler?(value)
    }
}

/// The store's reference to an observation, weak so the scene's token decides its lifetime.
@MainActor
struct WeakObservation {
    weak var observation: SettingObservation?

    var isLive: Bool { observation.map { !$0.isCancelled } ?? false }
}
