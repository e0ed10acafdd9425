import Foundation

extension CALayer {
    /// This layer's local time for a parent time: `(t − beginTime) × speed + timeOffset`.
    @inline(__always) func localTime(fromParentTime t: Double) -> Double {
        let s = Double(speed)
        return (t - beginTime) * (s.isFinite ? s : 1) + (timeOffset.isFinite ? timeOffset : 0)
    }

    /// The parent time at which this layer's local time is `t` (infinite when paused).
    @inline(__always) func parentTime(fromLocalTime t: Double) -> Double {
        let s = Double(speed)
        guard s != 0, s.isFinite else { return .infinity }
        return (t - (timeOffset.isFinite ? timeOffset : 0)) / s + beginTime
    }

    /// The ancestors' chain from the root down to this layer (masks count their owner as parent).
    private var timeChain: [CALayer] {
        var chain: [CALayer] = []
        var l: CALayer? = self
        while let c = l {
            chain.append(c)
            l = c.superlayer ?? c.maskOwner
        }
        return chain.reversed()
    }

    /// This layer's local time at media time `t`.
    func localTime(atMediaTime t: Double) -> Double {
        timeChain.reduce(t) { $1.localTime(fromParentTime: $0) }
    }

    /// The media time at which this layer's local time is `t` (infinite when any ancestor is paused).
    func mediaTime(forLocalTime t: Double) -> Double {
        timeChain.reversed().reduce(t) { $1.parentTime(fromLocalTime: $0) }
    }

    /// Converts a time from `layer`'s time space (media time when nil) into this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let media = layer.map { $0.mediaTime(forLocalTime: t) } ?? t
        return localTime(atMediaTime: media)
    }

    /// Converts a time from this layer's time space into `layer`'s (media time when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(forLocalTime: t)
        return layer.map { $0.localTime(atMediaTime: media) } ?? media
    }
}
