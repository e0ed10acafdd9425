import AnimationUIKit

/// A card screen whose card slides up when it loads. On iOS the card is a storyboard outlet:
///
///     @IBOutlet weak var card: UIView!
///
/// Rewritten as a view made in code and added in `viewDidLoad` (no nibs on Linux).
final class OutletCardController: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 400, width: 280, height: 160))

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .white
        view.addSubview(card)
    }

    func slideCardUp() {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [], animations: { self.card.center.y = 200 })
    }
}
