import AnimationUIKit
import Foundation

/// The document's "CAAnimation" sequence: one `CAAnimationGroup` whose animations start one
/// after the other through their `beginTime`s, each with its own completion block.
///
/// The steps (the document names the techniques, not the values; these are ours):
/// 1. `figureEight` (0–4 s): a `CAKeyframeAnimation` of `position` along a figure-8 `CGPath`
///    through the picture's resting centre, paced, linear.
/// 2. `spin` (4–6 s): `transform.rotation.z` by a quarter turn in 0.5 s, repeated 4 times,
///    `isCumulative`, ease in-out each: the angle after n repeats is n quarter turns.
/// 3. `drop` (6–7 s): `position.y` down by `dropDistance`, ease in.
/// 4. `rise` (7–8 s): back up to the resting centre, ease in-out.
///
/// Per-animation completion blocks: as the document does, each step carries its block under
/// `completionBlockKey` (`setValue(_:forKey:)`), and `StepCompletionDelegate` calls it when the
/// step ends. Apple does not tell the delegates of animations inside a group when they stop, so
/// each step also has an invisible marker animation, with the same timing, beside the group; its
/// delegate reads the block. Everything is on the picture's layer, so pausing it pauses them all.
enum AnimationSequence {
    static let figureEightDuration: CFTimeInterval = 4
    static let quarterTurnDuration: CFTimeInterval = 0.5
    static let turns = 4
    static let dropDuration: CFTimeInterval = 1
    static let riseDuration: CFTimeInterval = 1
    /// The figure-8's loops' radius; their centres are this far above and below the crossing.
    static let loopRadius: CGFloat = 62
    static let dropDistance: CGFloat = 110
    static let groupKey = "sequence"
    static let completionBlockKey = "animationCompletionBlock"

    /// The steps' names, in order (what the completions report).
    static let stepNames = ["figure 8", "spin", "drop", "rise"]

    /// When each step begins, relative to the group.
    static var beginTimes: [CFTimeInterval] {
        let spin = figureEightDuration, drop = spin + quarterTurnDuration * Double(turns)
        return [0, spin, drop, drop + dropDuration]
    }
    static var totalDuration: CFTimeInterval { beginTimes[3] + riseDuration }

    /// The figure 8 through `crossing`: the upper loop clockwise (on screen), then the lower
    /// loop counter-clockwise, back to `crossing`.
    static func figureEightPath(crossing c: CGPoint) -> CGPath {
        let r = loopRadius, path = CGMutablePath()
        path.move(to: c)
        path.addRelativeArc(center: CGPoint(x: c.x, y: c.y - r), radius: r, startAngle: .pi / 2, delta: 2 * .pi)
        path.addRelativeArc(center: CGPoint(x: c.x, y: c.y + r), radius: r, startAngle: 3 * .pi / 2, delta: -2 * .pi)
        return path
    }

    /// Where the figure 8 is `fraction` (0…1) of its length from `crossing`.
    static func figureEightPoint(crossing c: CGPoint, fraction: Double) -> CGPoint {
        let r = Double(loopRadius), s = min(max(fraction, 0), 1) * 4 * .pi * r
        let upper = s < 2 * .pi * r
        let a = upper ? .pi / 2 + s / r : 3 * .pi / 2 - (s - 2 * .pi * r) / r
        let centreY = Double(c.y) + (upper ? -r : r)
        return CGPoint(x: Double(c.x) + r * cos(a), y: centreY + r * sin(a))
    }

    /// Adds the sequence to `layer` (resting at `crossing`), starting now. `stepDone` runs with
    /// each step's index as it ends; `completion` when the whole group has.
    static func play(on layer: CALayer, crossing: CGPoint, stepDone: @escaping (Int) -> Void,
                     completion: @escaping (Bool) -> Void) {
        let figure = CAKeyframeAnimation(keyPath: "position")
        figure.path = figureEightPath(crossing: crossing)
        figure.calculationMode = .paced
        figure.duration = figureEightDuration
        figure.timingFunction = CAMediaTimingFunction(name: .linear)

        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.byValue = Double.pi / 2
        spin.isCumulative = true
        spin.repeatCount = Float(turns)
        spin.duration = quarterTurnDuration
        spin.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        spin.fillMode = .forwards

        let drop = CABasicAnimation(keyPath: "position.y")
        drop.fromValue = Double(crossing.y)
        drop.toValue = Double(crossing.y + dropDistance)
        drop.duration = dropDuration
        drop.timingFunction = CAMediaTimingFunction(name: .easeIn)
        drop.fillMode = .forwards

        let rise = CABasicAnimation(keyPath: "position.y")
        rise.fromValue = Double(crossing.y + dropDistance)
        rise.toValue = Double(crossing.y)
        rise.duration = riseDuration
        rise.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        let steps: [CAAnimation] = [figure, spin, drop, rise]
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        for (i, step) in steps.enumerated() {
            step.beginTime = beginTimes[i]
            step.setValue({ (finished: Bool) in if finished { stepDone(i) } }, forKey: completionBlockKey)
            // The marker: same start and length as the step, nothing animated.
            let marker = CAAnimationGroup()
            marker.animations = []
            marker.beginTime = now + beginTimes[i]
            marker.duration = step.duration * Double(max(step.repeatCount, 1))
            marker.setValue(step.value(forKey: completionBlockKey), forKey: completionBlockKey)
            marker.delegate = StepCompletionDelegate()
            layer.add(marker, forKey: "\(groupKey).step\(i)")
        }
        let group = CAAnimationGroup()
        group.animations = steps
        group.duration = totalDuration
        group.beginTime = now
        group.setValue(completion, forKey: completionBlockKey)
        group.delegate = StepCompletionDelegate()
        layer.add(group, forKey: groupKey)
    }

    /// Removes the group and its markers from `layer` (their blocks hear `finished: false`).
    static func remove(from layer: CALayer) {
        layer.removeAnimation(forKey: groupKey)
        for i in stepNames.indices { layer.removeAnimation(forKey: "\(groupKey).step\(i)") }
    }
}

/// The document's delegate scheme: when an animation stops, call the block it carries under
/// `AnimationSequence.completionBlockKey`, if any.
final class StepCompletionDelegate: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        (anim.value(forKey: AnimationSequence.completionBlockKey) as? (Bool) -> Void)?(flag)
    }
}
