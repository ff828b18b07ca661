import Testing

@testable import Kit

@Suite("A scene's key map drives its keys and lists them for help")
struct KeyMapTests {
    enum Action: Equatable { case undo, redo, turn, pause }

    let keys = KeyMap<Action>([
        KeyBinding([KeyChord("z", .control)], "Undo", .undo),
        KeyBinding([KeyChord("z", [.control, .shift]), KeyChord("y", .control)], "Redo", .redo),
        KeyBinding([KeyChord("r")], "Turn the piece", .turn),
        KeyBinding([KeyChord(.space), KeyChord("p")], "Pause", .pause),
    ])

    @Test func aChordMatchesItsKeyWithExactlyItsModifiers() {
        #expect(keys.action(for: KeyEvent(key: .character("z"), modifiers: .control)) == .undo)
        #expect(keys.action(for: KeyEvent(key: .character("z"), modifiers: [.control, .shift])) == .redo)
        #expect(keys.action(for: KeyEvent(key: .character("z"))) == nil)
        #expect(keys.action(for: KeyEvent(key: .character("r"), modifiers: .alt)) == nil)
    }

    @Test func lettersMatchWhicheverCaseTheKeyboardSends() {
        #expect(keys.action(for: KeyEvent(key: .character("R"))) == .turn)
        #expect(keys.action(for: KeyEvent(key: .character("Y"), modifiers: .control)) == .redo)
    }

    @Test func everyChordOfABindingRunsItsAction() {
        #expect(keys.action(for: KeyEvent(key: .space)) == .pause)
        #expect(keys.action(for: KeyEvent(key: .character("p"))) == .pause)
    }

    @Test func helpListsEachBindingWithItsChordsAsWritten() {
        #expect(
            keys.helpRows == [
                ControlHelpRow("Ctrl+Z", "Undo"), ControlHelpRow("Ctrl+Shift+Z or Ctrl+Y", "Redo"),
                ControlHelpRow("R", "Turn the piece"), ControlHelpRow("Space or P", "Pause"),
            ])
    }

    @Test func aBindingWithoutHelpTextWorksButIsNotListed() {
        let quiet = KeyMap<Action>([KeyBinding([KeyChord(.left)], "", .turn)])
        #expect(quiet.action(for: KeyEvent(key: .left)) == .turn)
        #expect(quiet.helpRows.isEmpty)
    }

    @Test func emptySectionsAreLeftOffTheSheet() {
        let help = ControlsHelp.standard(mouse: [ControlHelpRow("Click", "Serve")], touch: [], keys: keys.helpRows)
        #expect(help.sections.map(\.title) == ["Mouse", "Keys"])
    }
}

@Suite("Function keys and symbols in key chords")
struct KeyChordSymbolTests {
    @Test("A function key is written F1 and matches only itself")
    func functionKey() {
        let help = KeyChord(.function(1))
        #expect(help.label == "F1")
        #expect(help.matches(KeyEvent(key: .function(1))))
        #expect(!help.matches(KeyEvent(key: .function(2))))
        #expect(!help.matches(KeyEvent(key: .function(1), modifiers: .control)))
    }

    @Test("A symbol matches by the character typed, with or without the Shift that typed it, and nothing else")
    func symbolIgnoresShift() {
        let question = KeyChord("?")
        #expect(question.matches(KeyEvent(key: .character("?"))))
        #expect(question.matches(KeyEvent(key: .character("?"), modifiers: .shift)))
        #expect(!question.matches(KeyEvent(key: .character("?"), modifiers: [.shift, .control])))
        #expect(!question.matches(KeyEvent(key: .character("/"), modifiers: .shift)))
    }

    @Test("Letters and digits still need exactly their modifiers: Shift+R is not R")
    func lettersKeepShift() {
        #expect(!KeyChord("r").matches(KeyEvent(key: .character("R"), modifiers: .shift)))
        #expect(!KeyChord("1").matches(KeyEvent(key: .character("1"), modifiers: .shift)))
    }
}
