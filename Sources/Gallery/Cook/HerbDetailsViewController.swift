import AnimationUIKit

/// The screen a herb pops into: its picture filling the view, with its name and a line about it
/// on a dark band at the bottom. A tap anywhere on it asks `onTap` (the scene dismisses it).
final class HerbDetailsViewController: UIViewController {
    let herbIndex: Int
    var onTap: (() -> Void)?

    init(herbIndex: Int) {
        self.herbIndex = herbIndex
        super.init()
    }

    override func loadView() {
        let size = CookScene.metadata.designSize
        let photo = UIImageView(frame: CGRect(origin: .zero, size: size))
        photo.image = UIImage(cgImage: HerbImages.all[herbIndex])
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.isUserInteractionEnabled = true

        let band = UIView(frame: CGRect(x: 0, y: size.height - 110, width: size.width, height: 110))
        band.backgroundColor = UIColor(white: 0, alpha: 0.55)
        photo.addSubview(band)
        let name = UILabel(frame: CGRect(x: 18, y: 14, width: size.width - 36, height: 30))
        name.text = HerbImages.names[herbIndex]
        name.font = .boldSystemFont(ofSize: 26)
        name.textColor = .white
        band.addSubview(name)
        let about = UILabel(frame: CGRect(x: 18, y: 50, width: size.width - 36, height: 48))
        about.text = HerbImages.summaries[herbIndex]
        about.font = .systemFont(ofSize: 14)
        about.textColor = UIColor(white: 0.9, alpha: 1)
        about.numberOfLines = 2
        band.addSubview(about)

        photo.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            if tap.state == .ended { self?.onTap?() }
        })
        view = photo
    }
}
