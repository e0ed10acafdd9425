import Foundation

/// One axis of a scroll view's motion after the pointer lets go: an exponential decay of the
/// release velocity and, past an edge, a critically damped spring back to it. Pure: every
/// value is a function of the time since release.
///
/// Decay (UIKit's model): the velocity falls by the deceleration `rate` every millisecond,
/// `v(t) = v₀·rateᵗ⁽ᵐˢ⁾ = v₀·e^(−k·t)` with `k = −1000·ln(rate)` per second, so the position is
/// `p(t) = p₀ + v₀/k·(1 − e^(−k·t))`, coming to rest at `p₀ + v₀/k`.
/// The decay ends when less than `restDistance` of travel is left.
///
/// Bounce: when the decay crosses an edge (or the release is already past one) the axis follows
/// `x(τ) = (x₀ + (v₀ + ω·x₀)·τ)·e^(−ω·τ)`, x being the distance past the edge, starting with the
/// position and velocity it had there; it ends at the edge once `|x| < restDistance` and
/// `|ẋ| < restSpeed`. Without `bounces` the decay stops dead at the edge.
struct ScrollAxisMotion {
    /// The bounce spring's natural frequency, rad/s: back within 0.5 pt of the edge about
    /// 0.6 s after a 100 pt overshoot at rest (`(1 + ωτ)·e^(−ωτ)`).
    static let bounceFrequency: Double = 12
    /// Less travel than this (points) counts as at rest.
    static let restDistance: Double = 0.5
    /// Less speed than this (points per second) counts as at rest, for the bounce.
    static let restSpeed: Double = 5

    private let p0: Double, v0: Double, k: Double
    private let lower: Double, upper: Double
    /// Where the bounce starts: the time since release, the edge, the offset past it and velocity.
    private let bounce: (time: Double, edge: Double, x0: Double, v0: Double)?
    /// When a motion without bounce stops (at an edge or at rest).
    let stopTime: Double?

    /// The motion of an axis released at `position` with `velocity` (points per second), between
    /// `lower` and `upper` (`upper ≥ lower`), decelerating by `rate` per millisecond (0 < rate < 1).
    init(position: Double, velocity: Double, lower: Double, upper: Double, rate: Double, bounces: Bool) {
        let r = min(max(rate.isFinite ? rate : 0.998, 0.5), 0.99999)
        let v = velocity.isFinite ? velocity : 0
        p0 = position; v0 = v; k = -1000 * log(r)
        self.lower = lower; self.upper = max(upper, lower)
        let edgeNow = position < lower ? lower : (position > self.upper ? self.upper : nil)
        if let edge = edgeNow {
            if bounces {
                bounce = (0, edge, position - edge, v); stopTime = nil
            } else {
                bounce = nil; stopTime = 0
            }
            return
        }
        let rest = position + v / k
        let edge: Double? = rest < lower ? lower : (rest > self.upper ? self.upper : nil)
        if let edge {
            // e^(−k·t) = 1 − (edge − p₀)·k / v₀
            let t = -log(1 - (edge - position) * k / v) / k
            if bounces {
                bounce = (t, edge, 0, v * exp(-k * t)); stopTime = nil
            } else {
                bounce = nil; stopTime = t
            }
        } else {
            bounce = nil
            let left = abs(v) / k
            stopTime = left <= Self.restDistance ? 0 : log(left / Self.restDistance) / k
        }
    }

    /// The position `t` seconds after release.
    func position(at t: Double) -> Double {
        let t = max(t, 0)
        if let b = bounce, t >= b.time {
            let tau = t - b.time, w = Self.bounceFrequency
            return b.edge + (b.x0 + (b.v0 + w * b.x0) * tau) * exp(-w * tau)
        }
        let tt = stopTime.map { min(t, $0) } ?? t
        return p0 + v0 / k * (1 - exp(-k * tt))
    }

    /// The velocity `t` seconds after release, points per second.
    func velocity(at t: Double) -> Double {
        let t = max(t, 0)
        if let b = bounce, t >= b.time {
            let tau = t - b.time, w = Self.bounceFrequency
            return (b.v0 - w * (b.v0 + w * b.x0) * tau) * exp(-w * tau)
        }
        if let s = stopTime, t >= s { return 0 }
        return v0 * exp(-k * t)
    }

    /// True once the axis has come to rest; `restingPosition` is then where it stays.
    func isFinished(at t: Double) -> Bool {
        if let b = bounce {
            guard t >= b.time else { return false }
            return abs(position(at: t) - b.edge) < Self.restDistance && abs(velocity(at: t)) < Self.restSpeed
        }
        return t >= (stopTime ?? 0)
    }

    /// Where the axis rests when finished.
    func restingPosition(at t: Double) -> Double {
        if let b = bounce { return b.edge }
        return position(at: t)
    }

    /// Where an unhindered decay from `position` with `velocity` comes to rest (UIKit's
    /// projection, `p₀ + v₀/k`).
    static func projectedRest(position: Double, velocity: Double, rate: Double) -> Double {
        let r = min(max(rate.isFinite ? rate : 0.998, 0.5), 0.99999)
        return position + (velocity.isFinite ? velocity : 0) / (-1000 * log(r))
    }

    /// The velocity that makes a decay from `position` come to rest at `target`.
    static func velocity(toRestAt target: Double, from position: Double, rate: Double) -> Double {
        let r = min(max(rate.isFinite ? rate : 0.998, 0.5), 0.99999)
        return (target - position) * (-1000 * log(r))
    }

    /// UIKit's rubber band: `offset` past an edge shows as `(1 − 1/(offset·c/d + 1))·d`, with
    /// `c = 0.55` and `d` the view's extent on that axis; the sign of `offset` is kept.
    static func rubberBand(_ offset: Double, dimension d: Double, constant c: Double = 0.55) -> Double {
        guard d > 0, offset.isFinite else { return 0 }
        let x = abs(offset)
        let shown = (1 - 1 / (x * c / d + 1)) * d
        return offset < 0 ? -shown : shown
    }
}
