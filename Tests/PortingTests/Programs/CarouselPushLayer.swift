import AnimationCore

/// An image carousel on a bare layer: each new page pushes in from the right with a `CATransition`.
final class CarouselPushLayer: CALayer {
    var pages: [CGColor] = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
    private(set) var page = 0

    func showNext() {
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 0.35
        push.timingFunction = CAMediaTimingFunction(name: .easeOut)
        add(push, forKey: kCATransition)
        page = (page + 1) % pages.count
        backgroundColor = pages[page]
    }
}
