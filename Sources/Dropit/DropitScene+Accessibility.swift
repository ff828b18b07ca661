import Kit

/// What a screen reader hears: the field is a canvas described in words (squares dropped, on the field, rows
/// cleared), with the drop as its action, as Space and a click do.
extension DropitScene {
    func describeForAccessibility() {
        rootView.field.accessibilityCustomization = AccessibilityCustomization(
            role: .canvas, description: { [unowned self] in self.fieldDescription },
            actions: [
                AccessibilityAction("drop", description: "Drops a square", keyBinding: "space") { [unowned self] in
                    self.dropSquare()
                }
            ])
    }

    var fieldDescription: String {
        "\(droppedCount) squares dropped, \(liveSquares.count) on the field, \(rowsCleared) rows cleared"
    }
}
