import Testing

@testable import Kit

/// What a screen reader is told about each control (role, name, states, actions, value, text) and what happens
/// when it asks for something: the snapshot is what the platform publishes on the accessibility bus.
@MainActor
@Suite("Accessibility: controls")
struct AccessibilityControlsTests {
    private let harness = ControlHarness()
    private let tree: AccessibilityTree

    init() {
        tree = AccessibilityTree(window: harness.window, applicationName: "Kinetic")
    }

    private func node(_ view: View) throws -> AccessibilityNode {
        tree.refresh()
        return try #require(tree.id(of: view).flatMap { tree.snapshot[$0] }, "the view is in the accessibility tree")
    }

    @Test("The application holds the window's frame, named after the app, active while the window has focus")
    func applicationAndFrame() throws {
        tree.refresh()
        let application = try #require(tree.snapshot[AccessibilitySnapshot.applicationID])
        #expect(application.role == .application && application.name == "Kinetic")
        let frame = try #require(tree.snapshot[application.children[0]])
        #expect(frame.role == .frame && frame.name == "Kinetic" && frame.parent == application.id)
        #expect(frame.states.contains(.active))
        harness.window.hasFocus = false
        tree.refresh()
        #expect(tree.snapshot[frame.id]?.states.contains(.active) == false)
    }

    @Test("A button is a push button named by its title; its press action runs it")
    func button() throws {
        let button = harness.add(Button(title: "Save"), frame: Rect(x: 10, y: 10, width: 100, height: 36))
        var presses = 0
        button.onActivate = { presses += 1 }
        let saved = try node(button)
        #expect(saved.role == .pushButton && saved.name == "Save")
        #expect(saved.states.isSuperset(of: [.enabled, .focusable, .visible, .showing]))
        #expect(saved.actions.map(\.name) == ["press"])
        #expect(saved.children.isEmpty, "the title is how the button is drawn, not a child of its own")
        #expect(saved.frame == Rect(x: 10, y: 10, width: 100, height: 36))
        #expect(tree.perform(.action(id: saved.id, index: 0)))
        #expect(presses == 1)
        button.isEnabled = false
        #expect(try node(button).states.isDisjoint(with: [.enabled, .focusable]))
    }

    @Test("A switch is a check box whose checked state follows it; toggle tells its owner")
    func switchControl() throws {
        let toggle = harness.add(Switch(isOn: false), frame: Rect(x: 10, y: 10, width: 48, height: 28))
        let log = ValueLog<Bool>()
        toggle.onValueChanged = log.record
        toggle.accessibilityLabel = "Gravity"
        let before = try node(toggle)
        #expect(before.role == .checkBox && before.name == "Gravity")
        #expect(before.states.contains(.checkable) && !before.states.contains(.checked))
        #expect(before.actions.first?.name == "toggle")
        tree.perform(.action(id: before.id, index: 0))
        #expect(log.values == [true])
        #expect(try node(toggle).states.contains(.checked))
    }

    @Test("A slider reports its range and step; a value set from outside is fitted and reported like a drag")
    func slider() throws {
        let slider = harness.add(
            Slider(value: 1, minimumValue: 0.2, maximumValue: 3, step: 0.1),
            frame: Rect(x: 10, y: 10, width: 200, height: 36))
        let changes = ValueLog<Double>()
        let ends = ValueLog<Double>()
        slider.onValueChanged = changes.record
        slider.onEditingEnded = ends.record
        let before = try node(slider)
        #expect(before.role == .slider && before.states.contains(.horizontal))
        #expect(before.value == AccessibilityValue(current: 1, minimum: 0.2, maximum: 3, increment: 0.1))
        #expect(before.actions.isEmpty)
        tree.perform(.setValue(id: before.id, value: 2.54))
        #expect(slider.value == 2.5 && changes.values == [2.5] && ends.values == [2.5])
        tree.perform(.setValue(id: before.id, value: 99))
        #expect(slider.value == 3, "clamped to the maximum")
        #expect(try node(slider).value?.current == 3)
    }

    @Test("A stepper is a spin button: its value is set on a step and reported; increase and decrease step once")
    func stepper() throws {
        let stepper = harness.add(
            Stepper(value: 4, minimumValue: 2, maximumValue: 10, stepValue: 2),
            frame: Rect(x: 10, y: 10, width: 96, height: 36))
        stepper.accessibilityIdentifier = "rows"
        let log = ValueLog<Double>()
        stepper.onValueChanged = log.record
        let spin = try node(stepper)
        #expect(spin.role == .spinButton && spin.identifier == "rows")
        #expect(spin.value == AccessibilityValue(current: 4, minimum: 2, maximum: 10, increment: 2))
        #expect(spin.children.isEmpty, "the − and + halves are parts of the spin button")
        tree.perform(.setValue(id: spin.id, value: 7.2))
        #expect(stepper.value == 8 && log.values == [8])
        #expect(spin.actions.map(\.name) == ["increase", "decrease"])
        tree.perform(.action(id: spin.id, index: 0))
        #expect(stepper.value == 10 && log.values == [8, 10])
    }

    @Test("A segmented control is a radio group of radio buttons; selecting a child picks that segment")
    func segmentedControl() throws {
        let control = harness.add(
            SegmentedControl(items: ["Slow", "Normal", "Fast"], selectedIndex: 1),
            frame: Rect(x: 10, y: 10, width: 240, height: 36))
        control.accessibilityIdentifier = "speed"
        let log = ValueLog<Int>()
        control.onValueChanged = log.record
        let group = try node(control)
        #expect(group.role == .radioGroup && group.role.selectsChildren)
        let segments = group.children.compactMap { tree.snapshot[$0] }
        #expect(segments.map(\.role) == [.radioButton, .radioButton, .radioButton])
        #expect(segments.map(\.name) == ["Slow", "Normal", "Fast"])
        #expect(segments.map(\.identifier) == ["speed.0", "speed.1", "speed.2"])
        #expect(tree.snapshot.selectedChildren(of: group.id) == [segments[1].id])
        tree.perform(.selectChild(id: group.id, index: 2))
        #expect(control.selectedIndex == 2 && log.values == [2])
        tree.refresh()
        #expect(tree.snapshot.selectedChildren(of: group.id) == [segments[2].id])
    }

    @Test("Labels and text fields give their text; a field is editable, single-line, with its caret")
    func text() throws {
        let label = harness.add(Label(text: "Score"), frame: Rect(x: 10, y: 10, width: 100, height: 20))
        let field = harness.add(TextField(text: "Wobble"), frame: Rect(x: 10, y: 40, width: 200, height: 36))
        field.accessibilityLabel = "Name"
        let labelNode = try node(label)
        #expect(labelNode.role == .label && labelNode.name == "Score" && labelNode.text?.text == "Score")
        let fieldNode = try node(field)
        #expect(fieldNode.role == .text && fieldNode.name == "Name")
        #expect(fieldNode.text == AccessibilityText("Wobble", caretOffset: 6))
        #expect(fieldNode.states.isSuperset(of: [.editable, .singleLine, .focusable]))
        label.text = ""
        tree.refresh()
        #expect(tree.id(of: label) == nil, "an empty label says nothing and is left out")
    }

    @Test("A picker is a list of list items, the chosen one selected; selecting a row picks it")
    func picker() throws {
        let picker = harness.add(
            Picker(items: ["Tumble", "Wobble"], selectedIndex: 0), frame: Rect(x: 10, y: 10, width: 200, height: 80))
        let log = ValueLog<Int>()
        picker.onValueChanged = log.record
        let list = try node(picker)
        #expect(list.role == .list)
        let rows = list.children.compactMap { tree.snapshot[$0] }
        #expect(rows.map(\.role) == [.listItem, .listItem] && rows.map(\.name) == ["Tumble", "Wobble"])
        #expect(rows[0].states.contains(.selected) && !rows[1].states.contains(.selected))
        tree.perform(.selectChild(id: list.id, index: 1))
        #expect(picker.selectedIndex == 1 && log.values == [1])
    }

    @Test("Grabbing focus moves the keyboard focus; the snapshot names the focused element")
    func grabFocus() throws {
        let first = harness.add(Button(title: "One"), frame: Rect(x: 10, y: 10, width: 80, height: 36))
        let second = harness.add(Button(title: "Two"), frame: Rect(x: 100, y: 10, width: 80, height: 36))
        let target = try node(second)
        #expect(tree.perform(.grabFocus(id: target.id)))
        #expect(harness.window.focusedView === second)
        tree.refresh()
        #expect(tree.snapshot.focusedID == target.id && tree.snapshot[target.id]?.states.contains(.focused) == true)
        let label = harness.add(Label(text: "Not focusable"), frame: Rect(x: 10, y: 60, width: 100, height: 20))
        #expect(try !tree.perform(.grabFocus(id: node(label).id)))
        #expect(first.isFocused == false)
    }

    @Test("A control in a table row without its own label is named by the row's title, which labels it")
    func tableRowNamesItsControl() throws {
        let toggle = Switch()
        let cell = TableCell(title: "Round obstacle", accessory: toggle)
        let table = harness.add(TableView(), frame: Rect(x: 0, y: 0, width: 600, height: 400))
        table.sections = [TableSection(header: "Dropit", cells: [cell])]
        harness.window.rootView.layoutIfNeeded()
        let switchNode = try node(toggle)
        #expect(switchNode.name == "Round obstacle")
        let title = try #require(switchNode.labelledBy.flatMap { tree.snapshot[$0] })
        #expect(title.role == .label && title.name == "Round obstacle")
        let row = try node(cell)
        #expect(row.role == .tableCell && row.name == "Round obstacle")
        #expect(try node(table).role == .table)
    }

    @Test("Hidden views and their subviews are left out; plain views pass their children up")
    func hiddenAndPlainViews() throws {
        let group = harness.add(View(), frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let button = Button(title: "Inside")
        button.frame = Rect(x: 10, y: 10, width: 80, height: 36)
        group.addSubview(button)
        let inside = try node(button)
        let frameID = try #require(tree.id(of: harness.window.rootView))
        #expect(inside.parent == frameID, "an unlabelled plain view is not an element of its own")
        group.accessibilityLabel = "Tools"
        let panel = try node(group)
        #expect(panel.role == .panel && panel.children == [inside.id])
        group.isHidden = true
        tree.refresh()
        #expect(tree.id(of: group) == nil && tree.id(of: button) == nil)
    }
}
