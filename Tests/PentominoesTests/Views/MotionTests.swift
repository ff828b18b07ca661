import Testing

@testable import Kit
@testable import Pentominoes

@Suite("Piece motion")
struct MotionTests {
    @Test("A spring's closed form gives the same path whatever the frame rate")
    func frameRateIndependent() {
        var coarse = MotionChannel(0, restThreshold: 1e-6)
        var fine = MotionChannel(0, restThreshold: 1e-6)
        coarse.retarget(100, style: .snapSpring)
        fine.retarget(100, style: .snapSpring)
        coarse.step(0.1)
        for _ in 0..<12 { fine.step(0.1 / 12) }
        #expect(abs(coarse.value - fine.value) < 1e-9)
        #expect(abs(coarse.velocity - fine.velocity) < 1e-7)
    }

    @Test("The snap spring overshoots a little and comes to rest exactly on its target")
    func snapSpringSettles() {
        var channel = MotionChannel(0, restThreshold: PieceMotion.positionRest)
        channel.retarget(100, style: .snapSpring)
        var peak = 0.0
        var time = 0.0
        while !channel.isSettled, time < 3 {
            channel.step(1.0 / 60)
            time += 1.0 / 60
            peak = max(peak, channel.value)
        }
        #expect(channel.value == 100 && channel.isSettled)
        #expect(peak > 100 && peak < 110)  // a small overshoot, not a wobble
        #expect(time < 1)
    }

    @Test("The turn spring never overshoots (critically damped)")
    func turnSpringNoOvershoot() {
        var channel = MotionChannel(0, restThreshold: PieceMotion.angleRest)
        channel.retarget(1, style: .turn)
        for _ in 0..<120 {
            channel.step(1.0 / 60)
            #expect(channel.value <= 1)
        }
        #expect(channel.isSettled)
    }

    @Test("Retargeting a spring keeps its velocity: no sudden stop")
    func retargetKeepsVelocity() {
        var channel = MotionChannel(0, restThreshold: 1e-6)
        channel.retarget(100, style: .snapSpring)
        channel.step(0.05)
        let velocity = channel.velocity
        channel.retarget(200, style: .snapSpring)
        #expect(channel.velocity == velocity)
    }

    @Test("Ease-out reaches its target at exactly its duration, along the ease-out curve")
    func easeOut() {
        var channel = MotionChannel(0, restThreshold: 1e-6)
        channel.retarget(100, style: .easeOut(duration: 0.28))
        channel.step(0.14)
        #expect(abs(channel.value - 100 * TimingCurve.easeOut.value(at: 0.5)) < 1e-9)
        channel.step(0.14)
        #expect(channel.value == 100 && channel.isSettled)
    }

    @Test("A release velocity carries into the snap: the piece keeps moving the way it was thrown")
    func releaseVelocityCarries() {
        var motion = PieceMotion(center: .zero, scale: 1)
        motion.setVelocity(Point(x: 800, y: 0))
        motion.move(to: .zero, style: .snapSpring)
        motion.step(1.0 / 60)
        #expect(motion.center.x > 5)
        motion.step(3)
        #expect(motion.center == .zero)
    }
}
