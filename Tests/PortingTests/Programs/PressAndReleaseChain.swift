import AnimationUIKit

/// A card that dips when pressed and comes back in the first animation's completion, the
/// chained-blocks style of much iOS button code.
final class PressAndReleaseChain: UIView {
    private(set) var log: [String] = []

    func tapBounce() {
        UIView.animate(withDuration: 0.1, delay: 0, options: .curveLinear, animations: {
            self.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }, completion: { _ in
            self.log.append("down")
            UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: {
                self.transform = .identity
            }, completion: { finished in self.log.append("up \(finished)") })
        })
    }
}
