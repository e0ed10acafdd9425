import AnimationUIKit

/// Replaces one view with another through `UIView.transition(from:to:)`.
final class ViewSwapTransition {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let loading = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    private(set) var swapped = false

    init() { container.addSubview(loading) }

    func showContent() {
        UIView.transition(from: loading, to: content, duration: 0.4, options: [.transitionCrossDissolve]) { finished in
            self.swapped = finished
        }
    }
}
