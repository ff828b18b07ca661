import Testing

@testable import Preferences

@Suite struct SettingValidationTests {
    @Test func anIntAboveItsRangeIsClampedToTheMaximum() {
        #expect(TestSettings.lives.validated(.int(42)) == .int(9))
    }

    @Test func anIntBelowItsRangeIsClampedToTheMinimum() {
        #expect(TestSettings.lives.validated(.int(-5)) == .int(1))
    }

    @Test func aDoubleOutsideItsRangeIsClampedToTheNearestBound() {
        #expect(TestSettings.speed.validated(.double(0.1)) == .double(0.5))
        #expect(TestSettings.speed.validated(.double(7.5)) == .double(2.0))
    }

    @Test func aValueInRangeIsKeptAsItIs() {
        #expect(TestSettings.speed.validated(.double(1.3)) == .double(1.3))
        #expect(TestSettings.lives.validated(.int(5)) == .int(5))
    }

    @Test func anIntegerIsAcceptedByADoubleSettingBecauseIntegralRealsReadBackAsIntegers() {
        #expect(TestSettings.speed.validated(.int(2)) == .double(2.0))
    }

    @Test func aChoiceThatIsNotAnOptionFallsBackToTheDefault() {
        #expect(TestSettings.difficulty.validated("nightmare") == "normal")
        #expect(TestSettings.difficulty.validated("hard") == "hard")
    }

    @Test(
        "A value of the wrong type falls back to the default",
        arguments: [
            (TestSettings.sound, SettingValue.int(1)),
            (TestSettings.lives, SettingValue.string("3")),
            (TestSettings.lives, SettingValue.double(3.5)),
            (TestSettings.speed, SettingValue.bool(true)),
            (TestSettings.difficulty, SettingValue.int(2)),
        ])
    func aValueOfTheWrongTypeFallsBackToTheDefault(setting: Setting, value: SettingValue) {
        #expect(setting.validated(value) == setting.defaultValue)
    }

    @Test func aMissingValueOrNaNGivesTheDefault() {
        #expect(TestSettings.sound.validated(nil) == .bool(true))
        #expect(TestSettings.speed.validated(.double(.nan)) == .double(1.0))
    }
}
