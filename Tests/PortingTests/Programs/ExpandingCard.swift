import AnimationUIKit

/// A card that grows to fill its container when tapped and shrinks back on a second tap, even
/// while it is still growing: each tap animates the frame from wherever the card is shown.
final class ExpandingCard: UIView {
    let collapsedFrame: CGRect
    let expandedFrame: CGRect
    private(set) var isExpanded = false
    private(set) var completions: [Bool] = []

    init(collapsedFrame: CGRect, expandedFrame: CGRect) {
        self.collapsedFrame = collapsedFrame
        self.expandedFrame = expandedFrame
        super.init(frame: collapsedFrame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func toggle() {
        isExpanded.toggle()
        UIView.animate(withDuration: 0.4, animations: {
            self.frame = self.isExpanded ? self.expandedFrame : self.collapsedFrame
        }, completion: { finished in
            self.completions.append(finished)
        })
    }
}
