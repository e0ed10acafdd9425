import AnimationUIKit

/// A tile that shrinks a little while a finger is down and grows back when it lifts; a quick
/// tap lifts before the shrink has finished, and the tile turns back from the size it shows.
final class PressableTile: UIView {
    private(set) var pressEnded: [Bool] = []

    func fingerDown() {
        UIView.animate(withDuration: 0.2, animations: {
            self.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }, completion: { finished in
            self.pressEnded.append(finished)
        })
    }

    func fingerUp() {
        UIView.animate(withDuration: 0.3) {
            self.transform = .identity
        }
    }
}
