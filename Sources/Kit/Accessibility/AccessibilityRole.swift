/// What a view is to an assistive technology (a screen reader says "button", "slider", "page tab"…).
///
/// The roles are the toolkit's vocabulary; the platform maps each to its accessibility API's own (AT-SPI on Linux).
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    /// The class's or the view's own choice is still to be made: a labelled view becomes a `.panel`, any other
    /// plain view is left out and its subviews are taken up by the nearest ancestor that is in.
    case automatic
    /// Left out of the tree (a decoration, a layout container); its subviews are taken up by an ancestor.
    case none
    case application
    /// The window.
    case frame
    /// A named group of other elements.
    case panel
    case pageTabList
    case pageTab
    case pushButton
    case toggleButton
    /// An on/off switch.
    case checkBox
    /// A row of mutually exclusive choices (a segmented control).
    case radioGroup
    case radioButton
    case slider
    /// A number changed by steps (a stepper).
    case spinButton
    case label
    /// Text the user can edit.
    case text
    case table
    case tableCell
    case alert
    /// A sheet over the window.
    case dialog
    case image
    /// A drawn area with a description in words (a game's playing field).
    case canvas
    case list
    case listItem
    case toolBar
    /// A notification banner.
    case notification

    /// Whether an element with this role stands for one thing whose subviews are only how it is drawn (a button's
    /// title, a switch's thumb): such an element has no children in the tree.
    var isLeaf: Bool {
        switch self {
        case .pushButton, .toggleButton, .checkBox, .radioButton, .slider, .spinButton, .label, .text, .pageTab,
            .image, .canvas, .listItem, .notification:
            true
        case .automatic, .none, .application, .frame, .panel, .pageTabList, .radioGroup, .table, .tableCell, .alert,
            .dialog, .list, .toolBar:
            false
        }
    }

    /// Whether one child at a time is chosen among this element's children (`Selection` on AT-SPI).
    public var selectsChildren: Bool {
        self == .pageTabList || self == .radioGroup || self == .list
    }

    /// Whether the element is on or off (`checked`), as a switch is.
    var isCheckable: Bool { self == .checkBox || self == .toggleButton }

    /// Whether the element is one choice among its siblings (`selected`), as a tab is.
    var isSelectable: Bool { self == .pageTab || self == .radioButton || self == .listItem }
}
