import Testing

@testable import Breakout

@Suite("Breakout: the keyboard's drive of the paddle")
struct PaddleDriveTests {
    @Test("From rest, a held key covers exactly top speed × (time − half the ramp), whatever the frame length")
    func rampThenConstantSpeed() {
        for frame in [1.0 / 60, 1.0 / 144, 0.05] {
            var drive = PaddleDrive()
            var travelled = 0.0
            for _ in 0..<Int((0.5 / frame).rounded()) { travelled += drive.advance(direction: 1, by: frame) }
            #expect(abs(travelled - PaddleDrive.topSpeed * (0.5 - PaddleDrive.rampTime / 2)) < 1e-6, "frame \(frame) s")
            #expect(drive.velocity == PaddleDrive.topSpeed)
        }
    }

    @Test("The first frame with the key down already moves the paddle, less than a full-speed frame")
    func firstFrameMoves() {
        var drive = PaddleDrive()
        let first = drive.advance(direction: -1, by: 1.0 / 60)
        #expect(first < 0 && -first < PaddleDrive.topSpeed / 60)
    }

    @Test("No direction stops the paddle at once; the other direction starts again from rest")
    func stopAndReverse() {
        var drive = PaddleDrive()
        _ = drive.advance(direction: 1, by: 1)
        #expect(drive.advance(direction: 0, by: 1.0 / 60) == 0 && drive.velocity == 0)
        _ = drive.advance(direction: 1, by: 1)
        let back = drive.advance(direction: -1, by: PaddleDrive.rampTime)
        #expect(abs(back + PaddleDrive.topSpeed * PaddleDrive.rampTime / 2) < 1e-9)
    }
}
