import CSDL2

/// The clips sounding now, mixed by SDL's audio thread into each buffer the device asks for: every voice's next
/// samples added together at the master gain, clamped to 16 bits, the same to both speakers. The main thread starts
/// and stops voices with the device locked (`SDL_LockAudioDevice`), so the two threads never meet in the middle.
final class MixerVoices: @unchecked Sendable {
    /// Mono 16-bit samples of one clip, at the device's rate.
    struct Clip {
        let samples: [Int16]
    }

    private struct Voice {
        let clip: Clip
        var position = 0
    }

    /// Full volume, as the gain is kept (0...unity).
    static let unityGain: Int32 = 128

    private let capacity: Int
    private var voices: [Voice] = []
    /// 0...unityGain; read by the audio thread.
    private(set) var gain: Int32 = unityGain
    private let channels: Int

    /// Room for `capacity` clips at once, mixed into `channels` interleaved channels.
    init(capacity: Int, channels: Int) {
        self.capacity = capacity
        self.channels = channels
        voices.reserveCapacity(capacity)
    }

    /// Starts `clip` (device locked); false when `capacity` clips already sound.
    func start(_ clip: Clip) -> Bool {
        guard voices.count < capacity else { return false }
        voices.append(Voice(clip: clip))
        return true
    }

    func setGain(_ gain: Double) {
        self.gain = Int32((min(max(gain, 0), 1) * Double(Self.unityGain)).rounded())
    }

    func stopAll() {
        voices.removeAll(keepingCapacity: true)
    }

    /// Fills `buffer` (`frames` interleaved frames of signed 16-bit samples) with the voices' next samples and drops
    /// the voices that have ended. Runs on SDL's audio thread, allocating nothing.
    func mix(into buffer: UnsafeMutablePointer<Int16>, frames: Int) {
        let frameSamples = frames * channels
        buffer.update(repeating: 0, count: frameSamples)
        guard !voices.isEmpty else { return }
        let gain = self.gain
        var index = 0
        while index < voices.count {
            let remaining = voices[index].clip.samples.count - voices[index].position
            let count = min(remaining, frames)
            voices[index].clip.samples.withUnsafeBufferPointer { samples in
                let start = voices[index].position
                for frame in 0..<count {
                    let sample = Int32(samples[start + frame]) * gain / Self.unityGain
                    for channel in 0..<channels {
                        let slot = frame * channels + channel
                        buffer[slot] = Int16(clamping: Int32(buffer[slot]) + sample)
                    }
                }
            }
            voices[index].position += count
            if voices[index].position >= voices[index].clip.samples.count {
                voices.remove(at: index)
            } else {
                index += 1
            }
        }
    }
}
