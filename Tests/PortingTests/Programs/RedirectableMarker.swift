import AnimationUIKit

/// A map marker that glides to wherever the user taps next, even mid-flight: each tap starts a
/// new block from where the marker is shown (iOS 8's additive animations), so it never jumps.
final class RedirectableMarker: UIView {
    private(set) var arrivals: [Bool] = []

    func move(to point: CGPoint) {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.center = point
        }, completion: { finished in
            self.arrivals.append(finished)
        })
    }
}
