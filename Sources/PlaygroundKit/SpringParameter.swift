import AnimationCore
import Foundation

/// One of `CASpringAnimation`'s four physical parameters, as a slider of the spring editor:
/// its range, and how a fraction of the slider's track (0 at the left, 1 at the right) maps to
/// a value and back.
///
/// Mass and stiffness are logarithmic (what matters is their ratio: doubling either changes
/// the motion as much at 1 as at 1000); damping is logarithmic in 1 + damping so the track
/// starts at 0 (undamped); the initial velocity is the same, signed, around 0 at the middle.
/// Values set by a slider are rounded to three significant digits, so "Copy as Swift" stays short.
///
///     SpringParameter.stiffness.value(atFraction: 0.5)    // ≈ 70.7 (1…5000, logarithmic)
public enum SpringParameter: Int, CaseIterable, Sendable {
    case mass, stiffness, damping, initialVelocity

    /// The property's name, as `CASpringAnimation` spells it.
    public var name: String {
        switch self {
        case .mass: return "mass"
        case .stiffness: return "stiffness"
        case .damping: return "damping"
        case .initialVelocity: return "initialVelocity"
        }
    }

    /// The values the slider covers, left to right.
    public var range: ClosedRange<Double> {
        switch self {
        case .mass: return 0.1...100
        case .stiffness: return 1...5000
        case .damping: return 0...500
        case .initialVelocity: return -100...100
        }
    }

    /// The value at `fraction` of the track (clamped to 0…1; not finite reads as 0), rounded
    /// to three significant digits.
    public func value(atFraction fraction: Double) -> Double {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let r = range
        switch self {
        case .mass, .stiffness:
            return Self.rounded(r.lowerBound * pow(r.upperBound / r.lowerBound, f))
        case .damping:
            return Self.rounded(pow(1 + r.upperBound, f) - 1)
        case .initialVelocity:
            let g = 2 * f - 1
            return Self.rounded((g < 0 ? -1 : 1) * (pow(1 + r.upperBound, abs(g)) - 1))
        }
    }

    /// Where `value` sits on the track (0…1; values outside the range sit at an end).
    public func fraction(of value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let r = range, v = min(max(value, r.lowerBound), r.upperBound)
        switch self {
        case .mass, .stiffness:
            return log(v / r.lowerBound) / log(r.upperBound / r.lowerBound)
        case .damping:
            return log1p(v) / log1p(r.upperBound)
        case .initialVelocity:
            let g = log1p(abs(v)) / log1p(r.upperBound)
            return (1 + (v < 0 ? -g : g)) / 2
        }
    }

    /// This parameter of `spring`.
    public func value(of spring: SpringSolver) -> Double {
        switch self {
        case .mass: return spring.mass
        case .stiffness: return spring.stiffness
        case .damping: return spring.damping
        case .initialVelocity: return spring.initialVelocity
        }
    }

    /// `x` to three significant digits (0 stays 0).
    static func rounded(_ x: Double) -> Double {
        guard x != 0, x.isFinite else { return x.isFinite ? 0 : x }
        let scale = pow(10, 2 - floor(log10(abs(x))))
        return (x * scale).rounded() / scale
    }
}

extension SpringEditor {
    /// Sets one physical parameter, keeping the other three; a value the spring cannot take
    /// (mass or stiffness not positive, negative damping, not finite) is refused and reported.
    public mutating func set(_ parameter: SpringParameter, to value: Double) {
        var m = spring.mass, k = spring.stiffness, c = spring.damping, v = spring.initialVelocity
        switch parameter {
        case .mass: m = value
        case .stiffness: k = value
        case .damping: c = value
        case .initialVelocity: v = value
        }
        set(mass: m, stiffness: k, damping: c, initialVelocity: v)
    }
}
