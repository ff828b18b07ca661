/// The tunables of gesture recognition, each with its unit and the reason for its value.
///
/// Recognizers copy these into per-instance properties, so a scene can tune one recognizer without changing the
/// rest. Values follow what Android, Flutter and UIKit agree on, as each constant says.
enum GestureConstants {
    /// Seconds from a tap's lift to the next tap's press for both to count in one series (Android, Flutter).
    static let doubleTapWindow: Double = 0.3
    /// Points a finger may drift during one tap before it stops being a tap (about UIKit's and WinObjC's 10 pt).
    static let tapDrift: Double = 10
    /// Points between the first tap and a later tap of the same series (Android's and Flutter's 100).
    static let doubleTapDistance: Double = 100
    /// Points a pan must travel before it begins: enough to ignore a shaky click, small enough not to feel sticky.
    static let panStartDistance: Double = 8
    /// Seconds a press must be held to become a long press (UIKit's and Android's 0.5 s).
    static let longPressDuration: Double = 0.5
    /// Points a finger may drift while held before a long press fails (UIKit's 10 pt).
    static let longPressDrift: Double = 10
    /// Seconds of recent movement a velocity estimate looks at (Flutter's and Android's 100 ms horizon).
    static let velocityHorizon: Double = 0.1
    /// Seconds without movement after which a pointer counts as stopped: a release after a pause flings nothing
    /// (Flutter's 40 ms).
    static let velocityStopGap: Double = 0.04
}
