import AnimationUIKit

/// An onboarding hint that appears after a delay, hides itself later, and counts ticks with a
/// repeating `Timer`: the timing tools iOS code reaches for besides animations.
final class DelayedSequence {
    let hint = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    private(set) var log: [String] = []
    private(set) var timer: Timer?

    func start() {
        hint.alpha = 0
        DispatchQueue.main.async {
            self.log.append("async")
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            self.log.append("show")
            UIView.animate(withDuration: 0.25) { self.hint.alpha = 1 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                self.log.append("hide")
                UIView.animate(withDuration: 0.25) { self.hint.alpha = 0 }
            }
        }
        timer = Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in
            self.log.append("timer")
        }
    }
}
