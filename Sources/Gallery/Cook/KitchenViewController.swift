import AnimationUIKit

/// The kitchen screen's controller: lays the kitchen out again alongside a turn of the screen.
final class KitchenViewController: UIViewController {
    let kitchen: KitchenView
    /// Runs inside the turn's animation with the new size (the scene keeps its screen centred).
    var alongsideTurn: ((CGSize) -> Void)?

    init(kitchen: KitchenView) {
        self.kitchen = kitchen
        super.init()
        view = kitchen
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.kitchen.layOut(for: size)
            self.alongsideTurn?(size)
        }, completion: nil)
    }
}
