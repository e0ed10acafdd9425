import AnimationUIKit

/// The cook scene's kitchen screen: a faded backdrop, a title, a line of text and a shelf of
/// herb thumbnails near the bottom, laid out for the screen's size by `layOut(for:)` (portrait
/// or landscape).
///
/// The orientation half of §21, as the tutorial's app behaves when the device turns:
/// - the backdrop (the app's `bgImage`) is faded more in landscape than in portrait
///   (`backdropAlpha(for:)`: 0.55 portrait, 0.25 landscape);
/// - the herb list is laid out again (the app's `positionListItems()`): the thumbnails keep
///   their height and take the screen's aspect ratio, so they widen in landscape, spread evenly
///   along the shelf. The shelf does not scroll here, so a thumbnail is at most as wide as
///   leaves `minimumGap` between them (the app's list scrolls instead).
final class KitchenView: UIView {
    /// The thumbnails' height on the shelf, in both orientations.
    static let thumbnailHeight: CGFloat = 96
    /// The least space between two thumbnails, and at the shelf's ends.
    static let minimumGap: CGFloat = 10
    static let shelfHeight: CGFloat = 130
    static let shelfInset: CGFloat = 150

    /// The backdrop, a gradient view faded over the window's light background.
    let backdrop = GradientView()
    let titleLabel = UILabel()
    let subtitle = UILabel()
    let shelf = UIView()
    let thumbnails: [UIImageView]
    /// Turns the screen (the simulator's "rotate"): the scene sets its action.
    let rotateButton = UIButton(type: .system)

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        required init?(coder: NSCoder) { nil }
        override init(frame: CGRect) {
            super.init(frame: frame)
            let gradient = layer as! CAGradientLayer
            gradient.colors = [UIColor(red: 0.98, green: 0.84, blue: 0.62, alpha: 1).cgColor,
                               UIColor(red: 0.80, green: 0.45, blue: 0.28, alpha: 1).cgColor]
        }
    }

    required init?(coder: NSCoder) { nil }

    init(size: CGSize, thumbnails: [UIImageView]) {
        self.thumbnails = thumbnails
        super.init(frame: CGRect(origin: .zero, size: size))
        addSubview(backdrop)

        titleLabel.text = "Beginner Cook"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        titleLabel.textColor = UIColor(red: 0.30, green: 0.16, blue: 0.08, alpha: 1)
        addSubview(titleLabel)
        subtitle.text = "Fresh herbs for today's recipes. Tap one to read about it."
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.numberOfLines = 2
        subtitle.textColor = UIColor(red: 0.36, green: 0.22, blue: 0.12, alpha: 1)
        addSubview(subtitle)

        rotateButton.setTitle("⟳", for: .normal)
        rotateButton.titleLabel?.font = .boldSystemFont(ofSize: 22)
        addSubview(rotateButton)

        shelf.backgroundColor = UIColor(white: 1, alpha: 0.25)
        addSubview(shelf)
        for (index, thumbnail) in thumbnails.enumerated() {
            thumbnail.image = UIImage(cgImage: HerbImages.all[index])
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.layer.cornerRadius = 8
            thumbnail.isUserInteractionEnabled = true
            thumbnail.tag = index
            shelf.addSubview(thumbnail)
        }
        layOut(for: size)
    }

    /// The backdrop's alpha for a screen of `size`: 0.25 in landscape, 0.55 in portrait.
    static func backdropAlpha(for size: CGSize) -> CGFloat { size.width > size.height ? 0.25 : 0.55 }

    /// The thumbnails' frames in the shelf for a screen of `size` (see the type's comment).
    static func thumbnailFrames(count: Int, for size: CGSize) -> [CGRect] {
        guard count > 0, size.width > 0, size.height > 0 else { return [] }
        let n = CGFloat(count)
        let aspectWidth = thumbnailHeight * size.width / size.height
        let width = max(0, min(aspectWidth, (size.width - (n + 1) * minimumGap) / n))
        let gap = (size.width - n * width) / (n + 1)
        return (0..<count).map { i in
            CGRect(x: gap + CGFloat(i) * (width + gap), y: 17, width: width, height: thumbnailHeight)
        }
    }

    /// Places everything for a screen of `size` (inside an animation block, the changes animate).
    func layOut(for size: CGSize) {
        backdrop.frame = CGRect(origin: .zero, size: size)
        backdrop.alpha = Self.backdropAlpha(for: size)
        titleLabel.frame = CGRect(x: 20, y: 48, width: size.width - 40, height: 36)
        subtitle.frame = CGRect(x: 20, y: 90, width: size.width - 40, height: 44)
        rotateButton.frame = CGRect(x: size.width - 48, y: 8, width: 40, height: 36)
        shelf.frame = CGRect(x: 0, y: size.height - Self.shelfInset, width: size.width, height: Self.shelfHeight)
        for (thumbnail, frame) in zip(thumbnails, Self.thumbnailFrames(count: thumbnails.count, for: size)) {
            thumbnail.frame = frame
        }
    }
}
