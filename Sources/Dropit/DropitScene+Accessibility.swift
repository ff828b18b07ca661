import Kit

/// What a screen reader hears: the field is a canvas described in words (squares dropped, on the field, rows
/// cleared), with the drop into the marked column as its action, as Space does.
extension DropitScene {
    func describeForAccessibility() {
        rootView.field.accessibilityCustomization = AccessibilityCustomization(
            role: .canvas, description: { [unowned self] in self.fieldDescription },
            actions: [
                AccessibilityAction("drop", description: "Drops a square", keyBinding: "space") { [unowned self] in
                    self.dropSquare(aimedAt: self.markedColumn)
                }
            ])
    }

    var fieldDescription: String {
        "\(droppedCount) squares dropped, \(liveSquares.count) on the field, \(rowsCleared) rows cleared"
    }
}
