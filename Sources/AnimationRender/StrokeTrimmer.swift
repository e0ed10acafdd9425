import AnimationCore
import Foundation

/// Cuts a path to `strokeStart…strokeEnd` of its length for `CAShapeLayer` trimming, using
/// the core's `PathMeasure`. Also returns the length at which the kept range starts, so a dash
/// pattern stays anchored to the untrimmed path (dashes do not crawl while strokeStart animates).
enum StrokeTrimmer {
    static func trim(_ path: CGPath, from: CGFloat, to: CGFloat, tolerance: CGFloat)
        -> (lines: [PathMeasure.Polyline], startLength: CGFloat) {
        let measure = PathMeasure(path, tolerance: tolerance)
        guard measure.length > 0, to > from else { return ([], 0) }
        return (measure.segment(fromFraction: from, toFraction: to), from * measure.length)
    }
}
