import AnimationUIKit

/// The logo-reveal transition (§22): on push, the next screen appears through the logo, used as
/// its mask, which grows until it uncovers the whole screen (the logo on the first screen grows
/// with it); on pop, the logo mask closes back over the detail screen, uncovering the first.
///
/// Push: the `to` view is added to the container with a `CAShapeLayer` mask shaped and placed
/// like the logo; a `CABasicAnimation(keyPath: "transform")` scales the mask (and the logo) from
/// identity to `growScale` in `pushDuration`, ease-in, held at its end (`fillMode = .forwards`,
/// not removed); its delegate removes the mask and completes the transition.
/// Pop: the `to` view goes under the `from` view, which gets the mask at `growScale` animating
/// back to identity in `popDuration`, ease-out; then the `from` view leaves.
///
/// The section links its animator without its numbers: the 2 s push, the scale of 150 and the
/// 1 s pop are this project's choices.
final class RevealAnimator: UIViewControllerAnimatedTransitioning {
    static let pushDuration: CFTimeInterval = 2.0
    static let popDuration: CFTimeInterval = 1.0
    /// How much the logo mask grows: enough for its inner curves to clear the screen's corners.
    static let growScale: CGFloat = 150
    static let maskKey = "reveal"

    let operation: UINavigationController.Operation
    /// Runs when the transition has completed.
    var onFinish: (() -> Void)?

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        operation == .pop ? Self.popDuration : Self.pushDuration
    }

    /// A mask shaped and placed like the first screen's logo.
    static func makeMask() -> CAShapeLayer {
        let mask = CAShapeLayer()
        let frame = LogoMasterViewController.logoFrame
        mask.bounds = CGRect(origin: .zero, size: frame.size)
        mask.position = CGPoint(x: frame.midX, y: frame.midY)
        mask.path = RevealLogo.path(in: mask.bounds)
        mask.fillColor = UIColor.white.cgColor
        return mask
    }

    static func scaleAnimation(from: CGFloat, to: CGFloat, duration: CFTimeInterval,
                               curve: CAMediaTimingFunctionName) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: CATransform3DMakeScale(from, from, 1))
        animation.toValue = NSValue(caTransform3D: CATransform3DMakeScale(to, to, 1))
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: curve)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let mask = Self.makeMask()
        let animation: CABasicAnimation
        let masked: UIView
        if operation == .pop {
            container.insertSubview(toView, belowSubview: fromView)
            masked = fromView
            animation = Self.scaleAnimation(from: Self.growScale, to: 1, duration: Self.popDuration, curve: .easeOut)
        } else {
            container.addSubview(toView)
            masked = toView
            animation = Self.scaleAnimation(from: 1, to: Self.growScale, duration: Self.pushDuration, curve: .easeIn)
            if let master = transitionContext.viewController(forKey: .from) as? LogoMasterViewController {
                master.logo.add(Self.scaleAnimation(from: 1, to: Self.growScale, duration: Self.pushDuration,
                                                    curve: .easeIn), forKey: Self.maskKey)
            }
        }
        masked.layer.mask = mask
        let master = (operation == .pop ? transitionContext.viewController(forKey: .to)
                      : transitionContext.viewController(forKey: .from)) as? LogoMasterViewController
        animation.delegate = AnimationCompletion { [weak self] _ in
            masked.layer.mask = nil
            master?.logo.removeAnimation(forKey: Self.maskKey)
            transitionContext.completeTransition(true)
            self?.onFinish?()
        }
        mask.add(animation, forKey: Self.maskKey)
    }
}
