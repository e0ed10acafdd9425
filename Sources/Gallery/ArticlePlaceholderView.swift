import AnimationUIKit
import Foundation

/// The page the bolt spinner covers while it "loads": a white card with a grey headline,
/// "Article loaded", and a few grey bars standing for lines of text.
final class ArticlePlaceholderView: UIView {
    /// The headline layer.
    let headline = CATextLayer()

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 0.82, alpha: 1).cgColor

        let inset: CGFloat = 20
        headline.string = "Article loaded"
        headline.fontSize = 22
        headline.foregroundColor = UIColor(white: 0.4, alpha: 1).cgColor
        headline.contentsScale = 2
        let size = headline.preferredFrameSize()
        headline.frame = CGRect(x: inset, y: inset, width: bounds.width - 2 * inset, height: size.height)
        layer.addSublayer(headline)

        // Text lines of varied length, in paragraphs.
        let widths: [CGFloat] = [1, 0.92, 0.97, 0.6, 0, 1, 0.88, 0.95, 0.9, 0.4, 0, 0.96, 0.93, 0.7]
        var y = headline.frame.maxY + 18
        for w in widths {
            defer { y += w == 0 ? 10 : 18 }
            guard w > 0 else { continue }
            let line = UIView(frame: CGRect(x: inset, y: y, width: (bounds.width - 2 * inset) * w, height: 8))
            line.backgroundColor = UIColor(white: 0.86, alpha: 1)
            line.layer.cornerRadius = 4
            addSubview(line)
        }
    }
}
