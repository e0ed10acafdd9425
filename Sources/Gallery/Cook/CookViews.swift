import AnimationUIKit

/// The cook scene's kitchen screen: a warm backdrop with a title, a line of text and a row of
/// herb thumbnails near the bottom.
enum CookViews {
    static func kitchen(frame: CGRect, thumbnails: [UIImageView], thumbnailSize: CGSize) -> UIView {
        let kitchen = UIView(frame: frame)
        let backdrop = CAGradientLayer()
        backdrop.frame = CGRect(origin: .zero, size: frame.size)
        backdrop.colors = [UIColor(red: 0.98, green: 0.84, blue: 0.62, alpha: 1).cgColor,
                           UIColor(red: 0.80, green: 0.45, blue: 0.28, alpha: 1).cgColor]
        kitchen.layer.addSublayer(backdrop)

        let title = UILabel(frame: CGRect(x: 20, y: 48, width: frame.width - 40, height: 36))
        title.text = "Beginner Cook"
        title.font = .boldSystemFont(ofSize: 30)
        title.textColor = UIColor(red: 0.30, green: 0.16, blue: 0.08, alpha: 1)
        kitchen.addSubview(title)
        let subtitle = UILabel(frame: CGRect(x: 20, y: 90, width: frame.width - 40, height: 44))
        subtitle.text = "Fresh herbs for today's recipes. Tap one to read about it."
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.numberOfLines = 2
        subtitle.textColor = UIColor(red: 0.36, green: 0.22, blue: 0.12, alpha: 1)
        kitchen.addSubview(subtitle)

        // The shelf the thumbnails sit on.
        let shelf = UIView(frame: CGRect(x: 0, y: frame.height - 150, width: frame.width, height: 130))
        shelf.backgroundColor = UIColor(white: 1, alpha: 0.25)
        kitchen.addSubview(shelf)
        let gap = (frame.width - CGFloat(thumbnails.count) * thumbnailSize.width) / CGFloat(thumbnails.count + 1)
        for (index, thumbnail) in thumbnails.enumerated() {
            thumbnail.frame = CGRect(x: gap + CGFloat(index) * (thumbnailSize.width + gap), y: 17,
                                     width: thumbnailSize.width, height: thumbnailSize.height)
            thumbnail.image = UIImage(cgImage: HerbImages.all[index])
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.layer.cornerRadius = 8
            thumbnail.isUserInteractionEnabled = true
            thumbnail.tag = index
            shelf.addSubview(thumbnail)
        }
        return kitchen
    }
}
