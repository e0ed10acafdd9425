import AnimationCore

/// A sky whose colours slide from night to dawn: the gradient's `colors` animated with a
/// `fillMode` of `.forwards` and `isRemovedOnCompletion = false`, as a lot of iOS code does.
final class SunriseGradient {
    let sky = CAGradientLayer()
    static let night = [CGColor(red: 0, green: 0, blue: 0.2, alpha: 1),
                        CGColor(red: 0, green: 0, blue: 0.4, alpha: 1)]
    static let dawn = [CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1),
                       CGColor(red: 0.4, green: 0.6, blue: 1, alpha: 1)]

    init() {
        sky.colors = Self.night
    }

    func rise() {
        let change = CABasicAnimation(keyPath: "colors")
        change.fromValue = Self.night
        change.toValue = Self.dawn
        change.duration = 2
        change.fillMode = .forwards
        change.isRemovedOnCompletion = false
        sky.add(change, forKey: "sunrise")
    }
}
