import Foundation

/// When a deadline in media (or layer) time counts as reached.
///
/// Times are `Double` seconds. Near 0 they are fine-grained, but a clock that has run for a year
/// (3.15 × 10⁷ s) moves in steps of 3.7 ns: a deadline computed as `start + delay` and a tick
/// computed as `start + k / fps` may then land a step or two apart where, started at 0, they are
/// equal, and the deadline would slip to the next frame. So a deadline is reached when the clock
/// is within `slack(_:_:)` of it: 16 steps of the larger of the two times, or 1 ns, whichever is
/// more (60 ns a year from 0; still five orders of magnitude below a 60 Hz frame).
///
///     MediaTimeTolerance.hasReached(31_536_000.3 - 4e-9, due: 31_536_000.3)   // true
///
/// The animation kernel ends animations by this rule; code that waits for a media time itself
/// (AnimationUIKit's `LayerTimer`) uses it too, so both agree on the frame a deadline falls in.
///
/// Not Apple API: Core Animation keeps its clock in the same doubles and rounds the same way,
/// but what it does with a deadline a few nanoseconds off is not documented.
public enum MediaTimeTolerance {
    /// The steps (units in the last place) of the larger time that still count as equal.
    static let steps: Double = 16
    /// The slack near 0, in seconds.
    static let floor: Double = 1e-9

    /// How far before `b` (or after) a time `a` still counts as the same moment.
    @inline(__always) public static func slack(_ a: Double, _ b: Double) -> Double {
        let larger = max(abs(a), abs(b))
        return larger.isFinite ? max(floor, steps * larger.ulp) : 0
    }

    /// True when the clock reading `now` has reached `due` (or is within `slack` before it).
    @inline(__always) public static func hasReached(_ now: Double, due: Double) -> Bool {
        now >= due - slack(now, due)
    }
}
