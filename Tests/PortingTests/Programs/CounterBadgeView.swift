import AnimationUIKit

/// A badge with its own designated initializer, a convenience one, and the archive initializer
/// every UIView subclass with a designated initializer declares.
final class CounterBadgeView: UIView {
    var count: Int

    init(count: Int) {
        self.count = count
        super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        layer.cornerRadius = 12
        backgroundColor = .systemRed
    }

    convenience init() {
        self.init(count: 0)
    }

    required init?(coder aDecoder: NSCoder) {
        count = 0
        super.init(coder: aDecoder)
    }

    func bump() {
        count += 1
        transform = CGAffineTransform(scaleX: 1.4, y: 1.4)
        UIView.animate(withDuration: 0.3) {
            self.transform = .identity
        }
    }
}
