import AnimationUIKit

/// A round volume knob: 0 points down-left, 1 down-right, three quarters of a turn apart.
/// Dragging the slider that drives it re-aims the knob before it has finished turning.
final class VolumeDial: UIView {
    static let sweep = CGFloat.pi * 3 / 2

    private(set) var value: CGFloat = 0

    static func angle(for value: CGFloat) -> CGFloat { value * sweep - sweep / 2 }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = frame.width / 2
        transform = CGAffineTransform(rotationAngle: VolumeDial.angle(for: 0))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setValue(_ newValue: CGFloat) {
        value = min(max(newValue, 0), 1)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            self.transform = CGAffineTransform(rotationAngle: VolumeDial.angle(for: self.value))
        })
    }
}
