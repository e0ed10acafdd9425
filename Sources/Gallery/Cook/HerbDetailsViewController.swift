import AnimationUIKit

/// The screen a herb pops into: its picture filling the view, with its name and a line about it
/// on a dark band at the bottom. A tap anywhere on it asks `onTap` (the scene dismisses it).
/// When the screen turns, the band follows the new bottom edge and width, alongside the turn.
final class HerbDetailsViewController: UIViewController {
    let herbIndex: Int
    var onTap: (() -> Void)?
    /// The screen's size when the view is made (the scene sets it before presenting).
    var screenSize = CookScene.portraitSize
    private let band = UIView()
    private let name = UILabel()
    private let about = UILabel()
    static let bandHeight: CGFloat = 110

    init(herbIndex: Int) {
        self.herbIndex = herbIndex
        super.init()
    }

    override func loadView() {
        let size = screenSize
        let photo = UIImageView(frame: CGRect(origin: .zero, size: size))
        photo.image = UIImage(cgImage: HerbImages.all[herbIndex])
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.isUserInteractionEnabled = true

        band.backgroundColor = UIColor(white: 0, alpha: 0.55)
        photo.addSubview(band)
        name.text = HerbImages.names[herbIndex]
        name.font = .boldSystemFont(ofSize: 26)
        name.textColor = .white
        band.addSubview(name)
        about.text = HerbImages.summaries[herbIndex]
        about.font = .systemFont(ofSize: 14)
        about.textColor = UIColor(white: 0.9, alpha: 1)
        about.numberOfLines = 2
        band.addSubview(about)
        layOut(for: size)

        photo.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            if tap.state == .ended { self?.onTap?() }
        })
        view = photo
    }

    /// Places the band for a screen of `size`.
    func layOut(for size: CGSize) {
        band.frame = CGRect(x: 0, y: size.height - Self.bandHeight, width: size.width, height: Self.bandHeight)
        name.frame = CGRect(x: 18, y: 14, width: size.width - 36, height: 34)
        about.frame = CGRect(x: 18, y: 50, width: size.width - 36, height: 48)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.layOut(for: size) }, completion: nil)
    }
}
