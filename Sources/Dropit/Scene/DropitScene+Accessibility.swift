import Kit

/// What a screen reader hears: the field is a canvas described in words (squares dropped, on the field, rows
/// cleared), with the drop into the marked column as its action, as the drop key does.
extension DropitScene {
    func describeForAccessibility() {
        rootView.field.accessibilityCustomization = AccessibilityCustomization(
            role: .canvas, description: { [unowned self] in self.fieldDescription },
            actions: [
                AccessibilityAction("drop", description: "Drops a square", keyBinding: "space") { [unowned self] in
                    self.send(.drop(.marker))
                }
            ])
    }

    var fieldDescription: String {
        "\(droppedCount) squares dropped, \(squares.count) on the field, \(rowsCleared) rows cleared"
    }
}
