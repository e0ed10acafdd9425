import AnimationUIKit
import Foundation

/// A voice-meter row of dots made from one dot layer and a `CAReplicatorLayer`: the dot's
/// vertical scale pulses, and each copy runs the pulse a little later than the one before it,
/// so a wave runs along the row (the tutorial's section 20).
///
/// The dot is a grey square with a 0.5 pt white border and a 1.5 pt corner radius at the
/// right end of the row; the replicator draws `width / dotOffset` copies, each moved
/// `dotOffset` to the left of the previous one and 0.02 s later.
///
/// Stopping lets the pulse in progress play out, then waits for the last copy (which runs
/// `(instanceCount − 1) × 0.02` s behind) before reporting `stopped`.
public final class ReplicatorDotsScene: SceneController, CatalogScene {
    /// The catalogue entry: `replicator-dots`, "Replicator dots", 320 × 160 points.
    public static let metadata = SceneMetadata(
        identifier: "replicator-dots", title: "Replicator dots", designSize: CGSize(width: 320, height: 160),
        info: SceneInfo(
            group: .iris, section: "§20", summary: "A row of replicated dots pulses one after another.",
            techniques: ["CAReplicatorLayer", "instanceDelay", "instanceTransform", "CABasicAnimation"]))
    /// The layer the scene builds its tree in, at the design size.
    public let rootLayer = CALayer()

    /// The dot's side.
    static let dotLength: CGFloat = 6
    /// The distance between neighbouring copies.
    static let dotOffset: CGFloat = 8
    /// How much later each copy's animation runs.
    static let instanceDelay: CFTimeInterval = 0.02
    /// One stretch (the pulse autoreverses, so a full pulse takes twice as long).
    static let pulseDuration: CFTimeInterval = 0.33
    /// The dot's vertical scale at the top of a pulse.
    static let peakScale: CGFloat = 10
    static let animationKey = "pulse"
    static let timerKey = "stop-timer"

    let replicator = CAReplicatorLayer()
    let dot = CALayer()

    /// The scene at rest: a flat row of dots on a dark background.
    public override init() {
        rootLayer.bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        rootLayer.backgroundColor = CGColor(red: 0.07, green: 0.08, blue: 0.1, alpha: 1)
        rootLayer.masksToBounds = true
        rootLayer.name = "replicator-dots"

        replicator.frame = rootLayer.bounds
        rootLayer.addSublayer(replicator)

        let d = Self.dotLength
        dot.frame = CGRect(x: replicator.bounds.width - d, y: replicator.bounds.midY - d / 2, width: d, height: d)
        dot.backgroundColor = UIColor.gray.cgColor
        dot.borderColor = UIColor(white: 1, alpha: 1).cgColor
        dot.borderWidth = 0.5
        dot.cornerRadius = 1.5
        replicator.addSublayer(dot)

        replicator.instanceCount = Int(replicator.bounds.width / Self.dotOffset)
        replicator.instanceTransform = CATransform3DMakeTranslation(-Self.dotOffset, 0, 0)
        replicator.instanceDelay = Self.instanceDelay
    }

    public override func play(from previous: SceneState) {
        let pulse = CABasicAnimation(keyPath: "transform.scale.y")
        pulse.fromValue = 1.0
        pulse.toValue = Double(Self.peakScale)
        pulse.duration = Self.pulseDuration
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        dot.add(pulse, forKey: Self.animationKey)
    }

    public override func beginStopping() {
        let tail = Double(max(0, replicator.instanceCount - 1)) * replicator.instanceDelay
        let cycle = 2 * Self.pulseDuration
        // The pulse stays attached after it ends: the copies further along the row play it
        // up to `tail` seconds later, and removing it would cut their last pulse short.
        let found = LayerScheduling.finishCurrentCycle(of: Self.animationKey, on: dot, cycle: cycle, motion: cycle,
                                                       keepAttached: true, completion: inThisRun { scene in
            LayerScheduling.after(tail, on: scene.dot, key: Self.timerKey, scene.inThisRun { scene in
                scene.dot.removeAnimation(forKey: Self.animationKey)
                scene.finishStopping()
            })
        })
        if !found { finishStopping() }
    }

    public override func reset() {
        dot.removeAllAnimations()
    }
}
