import AnimationUIKit

/// One picture of the hurricane gallery: a full-screen image with its name, transformed about
/// its top edge (`anchorPoint.y = 0`) so the open gallery fans the cards down from their tops.
final class ImageViewCard: UIImageView {
    let titleLabel: UILabel

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
        addSubview(titleLabel)
        // A thin light rim so each card's edge reads against the one behind it.
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 1, alpha: 0.5).cgColor
    }
}
