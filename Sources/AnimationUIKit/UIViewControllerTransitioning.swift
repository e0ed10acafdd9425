import Foundation
import AnimationCore

/// Names the two views of a transition in `UIViewControllerContextTransitioning.view(forKey:)`.
public struct UITransitionContextViewKey: Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Wraps any string; only `.from` and `.to` name a view.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the controller going away (the presenter when presenting, the pushed one when popping).
    public static let from = UITransitionContextViewKey(rawValue: "from")
    /// The view of the controller coming in.
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// Names the two controllers of a transition in `viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Wraps any string; only `.from` and `.to` name a controller.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller going away (the presenter when presenting).
    public static let from = UITransitionContextViewControllerKey(rawValue: "from")
    /// The controller coming in.
    public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// What an animator is given: the container where the transition happens, the views and
/// controllers on both sides, and `completeTransition(_:)` to call when its animation ends.
///
/// Differences from UIKit: no interactive transitions (`updateInteractiveTransition`,
/// `percentComplete`), no presentation styles or `targetTransform`.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition happens; the animator adds the `to` view to it.
    var containerView: UIView { get }
    /// Whether the transition was asked to animate.
    var isAnimated: Bool { get }
    /// The view of the `from` or `to` controller.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The `from` or `to` controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// Where `vc`'s view starts (`.zero` when it is not yet on screen, as in UIKit).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends: the container's bounds for the incoming one, `.zero` for the outgoing.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Tells UIKit the animation is over; `didComplete` false undoes the transition.
    func completeTransition(_ didComplete: Bool)
}

/// An object that animates one transition between two controllers.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the transition's animations; must end by calling `completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition completed (or was undone).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Gives `present(_:animated:completion:)` and `dismiss(animated:completion:)` their animators.
/// Both methods are optional: return nil (the default) for UIKit's own transition.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    /// Returns nil: the presented view appears at once (see `UIViewController`).
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Returns nil: the dismissed view goes at once.
    public func animationController(
        forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        nil
    }
}

/// The context UIKit hands an animator; `finish` runs once, when the animator completes.
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private let from: UIViewController
    private let to: UIViewController
    private var finish: ((Bool) -> Void)?

    init(container: UIView, from: UIViewController, to: UIViewController, animated: Bool,
         finish: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        isAnimated = animated
        self.finish = finish
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from.view
        case .to: return to.view
        default: return nil
        }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }

    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }

    func completeTransition(_ didComplete: Bool) {
        guard let finish else {
            CADiagnostics.report("completeTransition(_:) called more than once for one transition; ignored")
            return
        }
        self.finish = nil
        finish(didComplete)
    }

    /// Runs `animator` in this context, or with no animator puts the `to` view in place at once.
    /// An incoming view that is not yet on screen is first given its final frame (the
    /// container's bounds), as UIKit does for full-screen transitions; the animator adds it.
    func run(_ animator: UIViewControllerAnimatedTransitioning?) {
        let incoming: UIView = to.view
        if incoming.superview == nil { incoming.frame = containerView.bounds }
        if to.appearance == .appearing { to.layoutForAppearance() }
        guard let animator else {
            if incoming.superview !== containerView { containerView.addSubview(incoming) }
            completeTransition(true)
            return
        }
        animator.animateTransition(using: self)
    }
}
