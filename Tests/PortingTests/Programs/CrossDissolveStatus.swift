import AnimationUIKit

/// A status pill whose colour cross-dissolves to the new state.
final class CrossDissolveStatus: UIView {
    private(set) var transitions = 0

    func setOnline(_ online: Bool) {
        UIView.transition(with: self, duration: 0.3, options: [.transitionCrossDissolve, .curveEaseInOut], animations: {
            self.backgroundColor = online ? .systemGreen : .systemGray
        }, completion: { _ in
            self.transitions += 1
        })
    }
}
