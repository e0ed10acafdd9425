import AnimationCore

/// A replicator subclass that keeps its instances spread over a full turn whatever their
/// count, and logs when it leaves its superlayer.
final class CountingReplicatorLayer: CAReplicatorLayer {
    private(set) var removals = 0

    override var instanceCount: Int {
        didSet {
            instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(max(instanceCount, 1)), 0, 0, 1)
        }
    }

    override func removeFromSuperlayer() {
        removals += 1
        super.removeFromSuperlayer()
    }

    override func addSublayer(_ layer: CALayer) {
        layer.name = layer.name ?? "instance-template"
        super.addSublayer(layer)
    }
}
