/// Tells the store cache when a layer's older backing stores are not worth keeping: when the
/// layer's content has been new (held by none of its stores) on consecutive frames — an
/// animated gradient, a morphing shape — its older stores would only wait to be evicted,
/// holding texture memory. A layer that comes back to a content whose store was released this
/// way (a flip-book of a few images) is remembered and keeps its older stores from then on.
struct ContentChurn {
    /// Consecutive frames of new content after which older stores are released.
    let threshold: Int
    /// Content hashes remembered per layer, to notice a layer coming back to one.
    let memory: Int

    private struct Layer {
        var frame: Int
        var streak = 0
        var revisits = false
        var released: [Int] = []
    }
    private var layers: [UInt64: Layer] = [:]

    init(threshold: Int = 2, memory: Int = 4) { self.threshold = threshold; self.memory = memory }

    /// Records that `layer` needs a store for new content (hash `content`) in `frame`; returns
    /// true when its older stores should be released now. Several misses in one frame count once.
    mutating func miss(layer id: UInt64, frame: Int, content: Int) -> Bool {
        var l = layers[id] ?? Layer(frame: frame - 2)
        if l.frame == frame - 1 { l.streak += 1 } else if l.frame != frame { l.streak = 1 }
        l.frame = frame
        if l.released.contains(content) { l.revisits = true; l.released.removeAll() }
        layers[id] = l
        return !l.revisits && l.streak >= threshold
    }

    /// Remembers that a store of `layer` holding `content` (its hash) was released on its account.
    mutating func released(layer id: UInt64, content: Int) {
        guard var l = layers[id], !l.revisits else { return }
        l.released.append(content)
        if l.released.count > memory { l.released.removeFirst(l.released.count - memory) }
        layers[id] = l
    }

    /// True when `layer` has needed a store for new content on at least `threshold`
    /// consecutive frames up to `frame` (and never came back to an old one).
    func isChurning(layer id: UInt64, frame: Int) -> Bool {
        guard let l = layers[id] else { return false }
        return l.frame == frame && l.streak >= threshold && !l.revisits
    }

    /// True when `layer` has needed a store for new content on at least `threshold`
    /// consecutive frames up to `frame`, whether or not it came back to an old one since.
    func missesEveryFrame(layer id: UInt64, frame: Int) -> Bool {
        guard let l = layers[id] else { return false }
        return l.frame == frame && l.streak >= threshold
    }

    /// True once `layer` came back to a content whose store had been released.
    func revisits(layer id: UInt64) -> Bool { layers[id]?.revisits ?? false }

    /// Forgets the layers for which `keep` is false.
    mutating func prune(keeping keep: (UInt64) -> Bool) {
        layers = layers.filter { keep($0.key) }
    }

    mutating func removeAll() { layers.removeAll() }
}
