/// Every sound effect the app plays. The raw value names the cue in `sound.played` events and the mixer.
public enum SoundCue: String, CaseIterable, Sendable, Hashable {
    // Breakout
    case paddle, wall, brick, ballLost, levelCleared, gameOver
    // Pentominoes
    case pickUp, snap, rotate, flip, puzzleCompleted
    // Crossfade and Dropit
    case swish, rowCleared

    /// The cue rendered at `sampleRate` (Hz): its recipe's voices scaled to its peak level.
    public func clip(sampleRate: Int) -> SoundClip {
        SoundClip(voices: recipe.voices, peak: recipe.peak, sampleRate: sampleRate)
    }

    /// Every cue as a WAV file at `sampleRate`, by raw value: what the mixer loads.
    public static func wavFiles(sampleRate: Int) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.clip(sampleRate: sampleRate).wavBytes) })
    }
}

/// How a cue is made: the voices to sum and how loud its loudest moment is (a share of full scale). Peaks balance
/// the cues against each other: frequent contacts quiet, rare rewards louder.
public struct CueRecipe: Sendable {
    public let voices: [Voice]
    public let peak: Double

    public init(peak: Double, _ voices: [Voice]) {
        self.peak = peak
        self.voices = voices
    }

    public init(peak: Double, _ groups: [[Voice]]) {
        self.init(peak: peak, groups.flatMap { $0 })
    }
}
