import AnimationUIKit

/// A spinner drawn as twelve frames, played by `UIImageView` without an `animationDuration`:
/// UIKit plays such frames at 30 a second.
final class FlipbookSpinner: UIImageView {
    static let frameNames = (0..<12).map { "spinner-\($0)" }

    func spin() {
        animationImages = Self.frameNames.compactMap { UIImage(named: $0) }
        startAnimating()
    }
}
