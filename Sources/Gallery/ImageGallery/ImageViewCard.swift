import AnimationUIKit

/// One picture of the hurricane gallery: a full-screen image with its name, transformed about
/// its top edge (`anchorPoint.y = 0`) so the open gallery fans the cards down from their tops.
/// The white title sits on a dark scrim fading down from the top edge and casts a soft shadow,
/// as photo apps do, so it reads on white cloud as well as on dark sea.
final class ImageViewCard: UIImageView {
    let titleLabel: UILabel
    /// The darkening behind the title: black at `scrimAlpha` at the top, clear at `scrimHeight`.
    let scrim = CAGradientLayer()
    static let scrimHeight: CGFloat = 140
    static let scrimAlpha: CGFloat = 0.6

    /// There are no archives to decode here (see `UIView.init?(coder:)`).
    required init?(coder: NSCoder) { return nil }

    init(image: CGImage, title: String, frame: CGRect) {
        titleLabel = UILabel(frame: CGRect(x: 16, y: 62, width: frame.width - 32, height: 26))
        super.init(frame: .zero)
        layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        self.frame = frame
        self.image = UIImage(cgImage: image)
        contentMode = .scaleAspectFill
        clipsToBounds = true
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 20)
        titleLabel.textColor = .white
        titleLabel.layer.shadowColor = UIColor.black.cgColor
        titleLabel.layer.shadowOpacity = 0.9
        titleLabel.layer.shadowRadius = 2
        titleLabel.layer.shadowOffset = CGSize(width: 0, height: 1)
        scrim.frame = CGRect(x: 0, y: 0, width: frame.width, height: Self.scrimHeight)
        scrim.colors = [UIColor(white: 0, alpha: Self.scrimAlpha).cgColor,
                        UIColor(white: 0, alpha: Self.scrimAlpha).cgColor,
                        UIColor(white: 0, alpha: 0).cgColor]
        scrim.locations = [0, 0.55, 1]
        layer.addSublayer(scrim)
        addSubview(titleLabel)
        // A thin light rim so each card's edge reads against the one behind it.
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 1, alpha: 0.5).cgColor
    }
}
