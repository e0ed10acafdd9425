import AnimationUIKit

/// A card with a front and a back face that flips between them: `UIView.transition(with:)`
/// whose block hides one face and shows the other.
final class FlipCardView: UIView {
    let front = UIView()
    let back = UIView()
    private(set) var showingBack = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        front.frame = bounds
        front.backgroundColor = .systemBlue
        back.frame = bounds
        back.backgroundColor = .systemOrange
        back.isHidden = true
        addSubview(front)
        addSubview(back)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func flip(completion: ((Bool) -> Void)? = nil) {
        let options: UIView.AnimationOptions = showingBack ? .transitionFlipFromLeft : .transitionFlipFromRight
        UIView.transition(with: self, duration: 0.5, options: options, animations: {
            self.front.isHidden = !self.showingBack
            self.back.isHidden = self.showingBack
        }, completion: completion)
        showingBack.toggle()
    }
}
