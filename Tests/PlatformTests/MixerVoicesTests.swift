import Sound
import Testing

@testable import Platform

/// The app's own mixing: clips sound on both speakers at the master gain, overlapping clips add up without wrapping
/// round, a clip ends when its samples do, and the voices are limited.
@Suite("Mixer voices")
struct MixerVoicesTests {
    private func mix(_ voices: MixerVoices, frames: Int) -> [Int16] {
        var buffer = [Int16](repeating: 99, count: frames * 2)
        buffer.withUnsafeMutableBufferPointer { voices.mix(into: $0.baseAddress!, frames: frames) }
        return buffer
    }

    @Test("a clip plays on both speakers, then silence; gain scales it")
    func oneClip() {
        let voices = MixerVoices(capacity: 4, channels: 2)
        #expect(voices.start(.init(samples: [1000, -2000, 3000])))
        #expect(mix(voices, frames: 4) == [1000, 1000, -2000, -2000, 3000, 3000, 0, 0])
        #expect(mix(voices, frames: 2) == [0, 0, 0, 0], "the clip ended")
        voices.setGain(0.5)
        _ = voices.start(.init(samples: [1000, -1000]))
        #expect(mix(voices, frames: 2) == [500, 500, -500, -500])
    }

    @Test("overlapping clips add up and clamp at 16 bits")
    func overlappingClips() {
        let voices = MixerVoices(capacity: 4, channels: 2)
        _ = voices.start(.init(samples: [30000, 100, -30000]))
        _ = voices.start(.init(samples: [30000, 200, -30000, 7]))
        #expect(mix(voices, frames: 4) == [32767, 32767, 300, 300, -32768, -32768, 7, 7])
    }

    @Test("past its capacity a clip is dropped, and stopping silences everything")
    func capacityAndStop() {
        let voices = MixerVoices(capacity: 2, channels: 2)
        #expect(voices.start(.init(samples: [1, 1])))
        #expect(voices.start(.init(samples: [1, 1])))
        #expect(!voices.start(.init(samples: [1, 1])))
        voices.stopAll()
        #expect(mix(voices, frames: 1) == [0, 0])
    }

    @Test("the cues' WAV files read back as the samples they were rendered from; other formats are refused")
    func wavFiles() {
        let clip = MixerDeviceTests.knock.clip(sampleRate: 8000)
        #expect(WAVClip.monoSamples(of: clip.wavBytes) == clip.samples)
        var stereo = clip.wavBytes
        stereo[22] = 2  // channel count
        #expect(WAVClip.monoSamples(of: stereo) == nil)
        #expect(WAVClip.monoSamples(of: Array(clip.wavBytes.prefix(30))) == nil)
        #expect(WAVClip.monoSamples(of: Array("not a wav file at all".utf8)) == nil)
    }
}
