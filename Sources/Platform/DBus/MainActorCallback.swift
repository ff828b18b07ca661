/// Carries a main-actor closure across a hop to a background queue or thread and back; it is only ever called on
/// the main loop (through the mailbox), so it never actually crosses threads while running.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
