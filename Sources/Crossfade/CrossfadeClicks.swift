import Kit

/// The Crossfade scene's click counting as a value, with no views: a click counts and starts a crossfade unless
/// one is running (as UIKit ignores touches on an animating view), and a counted click whose count the rule
/// names asks for a notification. The scene sends each click and the end of each crossfade, and does what the
/// answer says.
public struct CrossfadeClicks: Equatable, Sendable {
    /// What a click does.
    public enum Outcome: Equatable, Sendable {
        /// A crossfade is running: the click neither counts nor starts another.
        case ignored
        /// The click is number `count`; a crossfade starts, and `notification`, when set, is to be scheduled.
        case counted(count: Int, notification: LocalNotification?)
    }

    public var rule: ClickCountNotification
    /// Clicks counted so far.
    public private(set) var count = 0
    /// True from a counted click until its crossfade has finished.
    public private(set) var isCrossfading = false

    public init(rule: ClickCountNotification = ClickCountNotification()) {
        self.rule = rule
    }

    /// Counted clicks still to come before the next one that notifies (the rule's whole interval right after a
    /// notifying click); nil when the rule never notifies.
    public var clicksUntilNextNotification: Int? {
        guard rule.every > 0 else { return nil }
        return rule.every - count % rule.every
    }

    public mutating func click() -> Outcome {
        guard !isCrossfading else { return .ignored }
        isCrossfading = true
        count += 1
        return .counted(count: count, notification: rule.notification(forCount: count))
    }

    /// Starts counting again from 0 (a running crossfade still finishes; the next click is number 1).
    public mutating func resetCount() {
        count = 0
    }

    /// The crossfade is over: the next click counts again.
    public mutating func crossfadeFinished() {
        isCrossfading = false
    }
}
