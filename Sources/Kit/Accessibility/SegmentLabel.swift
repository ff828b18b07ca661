/// One segment's title in a `SegmentedControl`: a label that assistive technologies see as a radio button, so a
/// screen reader says "Fast, radio button, 2 of 3, checked" and can pick it.
@MainActor
final class SegmentLabel: Label {
    let index: Int

    init(text: String, index: Int) {
        self.index = index
        super.init(text: text)
    }

    private var control: SegmentedControl? { superview as? SegmentedControl }

    override var isSelectedForAutomation: Bool { control?.selectedIndex == index }
    override var accessibilityRole: AccessibilityRole { .radioButton }
    override var accessibilityActions: [AccessibilityAction] {
        [AccessibilityAction("select", description: "Chooses this segment") { [weak self] in self?.choose() }]
    }

    private func choose() {
        guard let control, control.isEnabled else { return }
        control.userSelect(index)
    }
}
