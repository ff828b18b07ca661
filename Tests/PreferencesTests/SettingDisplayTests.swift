import Testing

@testable import Preferences

@Suite struct SettingDisplayTests {
    @Test func switchesReadOnOrOff() {
        #expect(TestSettings.sound.displayText(for: true) == "On")
        #expect(TestSettings.sound.displayText(for: false) == "Off")
    }

    @Test func numbersShowTheStepsPrecisionAndTheUnit() {
        #expect(TestSettings.speed.displayText(for: 1.5) == "1.5 ×")
        #expect(TestSettings.lives.displayText(for: 3) == "3")
    }

    @Test func choicesShowTheirOptionsTitle() {
        #expect(TestSettings.difficulty.displayText(for: "hard") == "Hard")
        #expect(TestSettings.difficulty.displayText(for: "easy") == "easy")
    }

    @Test func fractionDigitsFollowTheStep() {
        #expect(Setting.fractionDigits(for: 5) == 0)
        #expect(Setting.fractionDigits(for: 0.1) == 1)
        #expect(Setting.fractionDigits(for: 0.25) == 2)
        #expect(Setting.fractionDigits(for: 0.05) == 2)
    }
}
