import AnimationUIKit

/// A header that collapses as the list scrolls: a paused `UIViewPropertyAnimator` whose
/// `fractionComplete` follows the scroll offset.
final class ScrubbedHeaderCollapse: UIView {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    private(set) var animator: UIViewPropertyAnimator?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(header)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func prepare() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            self.header.frame.size.height = 80
            self.header.alpha = 0.5
        }
        animator.pauseAnimation()
        self.animator = animator
    }

    func scrolled(to offset: CGFloat) {
        animator?.fractionComplete = min(max(offset / 120, 0), 1)
    }
}
