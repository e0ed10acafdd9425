/// For each layer, how many consecutive frames brought content that none of the layer's
/// backing stores held (a "miss"). A layer whose content changes every frame (an animated
/// gradient, a shape morphing) never draws its older stores again, so the store cache keeps
/// only its newest one once the streak is longer than a layer's list of stores.
struct ContentChurn {
    private struct Streak { var frame: Int; var length: Int }
    private var streaks: [UInt64: Streak] = [:]

    /// Records a miss of `layer` in `frame` and returns the number of consecutive frames,
    /// this one included, that had one (several misses in one frame count once).
    mutating func recordMiss(layer: UInt64, frame: Int) -> Int {
        var s = streaks[layer] ?? Streak(frame: frame - 2, length: 0)
        if s.frame == frame - 1 { s.length += 1 } else if s.frame != frame { s.length = 1 }
        s.frame = frame
        streaks[layer] = s
        return s.length
    }

    /// Forgets the layers for which `keep` is false.
    mutating func prune(keeping keep: (UInt64) -> Bool) {
        streaks = streaks.filter { keep($0.key) }
    }

    mutating func removeAll() { streaks.removeAll() }
}
