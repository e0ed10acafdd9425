import Foundation

/// A made-up, repeatable voice: the level a microphone meter would read, in decibels
/// (−50 … 0), one sample per meter tick.
///
///     var voice = VoiceLevels()
///     let level = voice.next()      // −50…0 dB
///
/// Each sample mixes two slow sines (syllables) and mutes every seventh one (a pause between
/// words), so the meter rises and falls like speech and a test can compute any sample.
struct VoiceLevels {
    /// The quietest level, in dB (silence).
    static let floor = -50.0
    /// How many samples have been taken.
    private(set) var index = 0

    /// The level of sample `k`, in dB.
    static func level(at k: Int) -> Double {
        let x = Double(k)
        var loudness = 0.55 + 0.3 * sin(0.9 * x) + 0.2 * sin(2.7 * x + 1.3)
        if k % 7 == 6 { loudness -= 0.5 }
        return floor * (1 - min(max(loudness, 0), 1))
    }

    /// The next sample.
    mutating func next() -> Double {
        defer { index += 1 }
        return Self.level(at: index)
    }
}
