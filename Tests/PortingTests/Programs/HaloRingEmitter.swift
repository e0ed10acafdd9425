import AnimationUIKit

/// A halo of motes on a ring round an avatar: a circle emitter in outline mode, whose radius is
/// the emitter size's width.
final class HaloRingEmitter: UIView {
    let halo = CAEmitterLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        halo.emitterPosition = CGPoint(x: bounds.midX, y: bounds.midY)
        halo.emitterShape = .circle
        halo.emitterMode = .outline
        halo.emitterSize = CGSize(width: 40, height: 40)
        halo.beginTime = CACurrentMediaTime()
        let mote = CAEmitterCell()
        mote.contents = UIImage(named: "mote")?.cgImage
        mote.birthRate = 50
        mote.lifetime = 2
        halo.emitterCells = [mote]
        layer.addSublayer(halo)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
