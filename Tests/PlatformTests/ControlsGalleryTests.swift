import Foundation
import KitTestSupport
import Testing

@testable import Kit
@testable import Platform

/// Every control in its states, drawn headless through the real SDL renderer at 2× (HiDPI), with checks of
/// pixels a user would notice. Set `KINETIC_GALLERY_PNG` to a path to keep the picture (that is how
/// docs/screenshots/controls.png is made).
@MainActor
@Suite("Controls gallery", .serialized)
struct ControlsGalleryTests {
    static let size = Size(width: 760, height: 560)
    static let scale = 2.0

    /// One row per control: its name on the left, then its states, a disabled one last.
    @MainActor
    final class Gallery {
        static let rowHeight = 56.0
        static let nameWidth = 112.0
        static let margin = 24.0
        static let gap = 16.0
        let window = Window(size: ControlsGalleryTests.size, clock: TestClock())
        let save = Button(title: "Save", style: .filled)
        let disabledButton = Button(title: "Disabled")
        let switchOn = Switch(isOn: true)
        let switchOff = Switch(isOn: false)
        let stepper = Stepper(value: 3, minimumValue: 1, maximumValue: 5)
        let field = TextField(text: "Tall and thin", placeholder: "Animation name")
        let picker = Picker(
            items: ["Wobble", "Tall and thin", "Spin on X", "Hop", "Drift", "Squash"], selectedIndex: 1)
        private var nextRowTop = margin

        init() {
            disabledButton.isEnabled = false
            addRow(
                "Button",
                [save, Button(title: "Cancel", style: .gray), Button(title: "Edit", style: .plain)]
                    + [Button(title: "Delete", style: .destructive), disabledButton])
            addRow("Switch", [switchOn, switchOff, disabled(Switch(isOn: true))])
            addRow(
                "Segmented",
                [
                    SegmentedControl(items: ["Easy", "Normal", "Hard"], selectedIndex: 1),
                    disabled(SegmentedControl(items: ["Off", "On"])),
                ])
            addRow("Stepper", [stepper, Stepper(value: 0), disabled(Stepper(value: 3))])
            addRow(
                "Slider",
                [
                    sized(Slider(value: 0.35)), sized(Slider(value: 3, maximumValue: 5, step: 1)),
                    sized(disabled(Slider(value: 0.5))),
                ])
            field.frame.size = Size(width: 200, height: Theme.ControlMetrics.height)
            let empty = TextField(placeholder: "Animation name", frame: field.frame)
            let readOnly = disabled(TextField(text: "Read only", frame: Rect(x: 0, y: 0, width: 160, height: 32)))
            addRow("Text field", [field, empty, readOnly])
            picker.frame.size = Size(width: 240, height: 4 * Picker.rowHeight)
            addRow("Picker", [picker], height: picker.bounds.height + Self.gap)
            window.rootView.layoutIfNeeded()
        }

        private func disabled<C: Control>(_ control: C) -> C {
            control.isEnabled = false
            return control
        }

        private func sized(_ slider: Slider) -> Slider {
            slider.frame.size = Size(width: 176, height: Slider.standardSize.height)
            return slider
        }

        private func addRow(_ name: String, _ controls: [Control], height: Double = rowHeight) {
            let top = nextRowTop
            nextRowTop += height
            let label = Label(
                text: name, style: TextStyle(size: Theme.TypeSize.body, color: Theme.Palette.textSecondary),
                frame: Rect(x: Self.margin, y: top, width: Self.nameWidth, height: Self.rowHeight))
            window.rootView.addSubview(label)
            var x = Self.margin + Self.nameWidth
            for control in controls {
                let size = control.bounds.size == .zero ? control.intrinsicContentSize : control.bounds.size
                // Centred on the name's line; a control taller than a row hangs from the row's top instead.
                let y = size.height > Self.rowHeight ? top + Self.gap / 2 : top + (Self.rowHeight - size.height) / 2
                control.frame = Rect(x: x, y: y, width: size.width, height: size.height)
                window.rootView.addSubview(control)
                x += size.width + Self.gap
            }
        }
    }

    private func isNear(_ a: Color, _ b: Color, tolerance: Double = 3.0 / 255) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    /// The device pixel at window point `point`.
    private func pixel(_ target: OffscreenTarget, _ point: Point) -> Color {
        target.pixel(x: Int(point.x * Self.scale), y: Int(point.y * Self.scale))
    }

    /// Draws the gallery with the real fonts; the text field has focus (caret) and the Save button shows its
    /// focus ring too, so both looks are in one picture.
    private func renderGallery() throws -> (OffscreenTarget, Gallery) {
        let target = try OffscreenTarget(size: Self.size, scale: Self.scale)
        let previous = TextMeasurement.measurer
        TextMeasurement.measurer = try FontTextMeasurer()
        defer { TextMeasurement.measurer = previous }
        let gallery = Gallery()
        gallery.window.setFocus(gallery.field)
        gallery.field.select(5..<8)
        gallery.save.isFocused = true
        target.render(gallery.window.rootView, background: Theme.Palette.background)
        if let path = ProcessInfo.processInfo.environment["KINETIC_GALLERY_PNG"] {
            try target.savePNG(to: path)
        }
        return (target, gallery)
    }

    @Test("An on switch's track shows the accent colour and an off switch's does not")
    func switchColours() throws {
        let (target, gallery) = try renderGallery()
        let onTrack = pixel(target, gallery.switchOn.frameInWindow.origin + Point(x: 8, y: 14))
        let offTrack = pixel(target, gallery.switchOff.frameInWindow.origin + Point(x: 40, y: 14))
        #expect(isNear(onTrack, Theme.Palette.accent))
        #expect(isNear(offTrack, Theme.Palette.controlTrack))
    }

    @Test("A disabled button is drawn darker than an enabled one, and the focus ring surrounds Save")
    func buttonStates() throws {
        let (target, gallery) = try renderGallery()
        let enabled = pixel(target, gallery.save.frameInWindow.origin + Point(x: 4, y: 16))
        let disabled = pixel(target, gallery.disabledButton.frameInWindow.origin + Point(x: 4, y: 16))
        #expect(isNear(enabled, Theme.Palette.accent))
        #expect(disabled.red + disabled.green + disabled.blue < enabled.red + enabled.green + enabled.blue - 0.5)
        let ringOffset = Control.focusRingOffset + Control.focusRingWidth / 2
        let ring = pixel(target, gallery.save.frameInWindow.origin + Point(x: 16, y: -ringOffset))
        #expect(isNear(ring, Theme.Palette.focusRing, tolerance: 8.0 / 255))
    }

    @Test("The stepper's + is drawn with whole device pixels: a solid 4-pixel stroke at 2×")
    func crispGlyphs() throws {
        let (target, gallery) = try renderGallery()
        let frame = gallery.stepper.incrementButton.frameInWindow
        let centerX = Int(frame.midX * Self.scale)
        let y = Int((frame.midY - 4) * Self.scale)
        let stroke = (centerX - 2..<centerX + 2).map { target.pixel(x: $0, y: y) }
        #expect(stroke.allSatisfy { isNear($0, Theme.Palette.textPrimary) })
        #expect(!isNear(target.pixel(x: centerX - 3, y: y), Theme.Palette.textPrimary, tolerance: 20.0 / 255))
    }

    @Test("The focused text field shows its selection highlight behind the selected text")
    func textFieldSelection() throws {
        let (target, gallery) = try renderGallery()
        let offsets = gallery.field.caretOffsets
        let x = gallery.field.frameInWindow.minX + TextField.textInset + (offsets[5] + offsets[8]) / 2
        let selected = pixel(target, Point(x: x, y: gallery.field.frameInWindow.minY + 7))
        let well = pixel(
            target, Point(x: gallery.field.frameInWindow.maxX - 6, y: gallery.field.frameInWindow.minY + 7))
        #expect(isNear(well, Theme.Palette.fieldBackground))
        #expect(selected.blue > well.blue + 0.1)
    }
}
