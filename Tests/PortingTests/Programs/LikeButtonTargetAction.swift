import AnimationUIKit

/// A like button that pops when tapped. On iOS:
///
///     likeButton.addTarget(self, action: #selector(likeTapped), for: .touchUpInside)
///     @objc func likeTapped() { … }
///
/// Rewritten without the Objective-C runtime: a closure-based `UIAction` calling a plain method
/// (`#selector` and `@objc` do not compile on Linux).
final class LikeButtonTargetAction: UIView {
    let likeButton = UIButton(type: .custom)
    private(set) var likes = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        likeButton.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        addSubview(likeButton)
        likeButton.addAction(UIAction { [weak self] _ in self?.likeTapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func likeTapped() {
        likes += 1
        likeButton.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
            self.likeButton.transform = .identity
        })
    }
}
