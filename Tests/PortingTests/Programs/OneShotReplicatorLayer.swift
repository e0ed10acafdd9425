import AnimationCore

/// A replicator subclass that pins its own timing: it never repeats, whatever callers set.
final class OneShotReplicatorLayer: CAReplicatorLayer {
    override var repeatCount: Float {
        get { 0 }
        set { }
    }

    override var frame: CGRect {
        didSet { instanceTransform = CATransform3DMakeTranslation(frame.width / CGFloat(max(instanceCount, 1)), 0, 0) }
    }
}
