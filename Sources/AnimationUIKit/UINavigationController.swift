import Foundation
import AnimationCore

/// Asked by a navigation controller for the animator of each push and pop.
public protocol UINavigationControllerDelegate: AnyObject {
    /// The animator for moving from `fromVC` to `toVC` (nil: UIKit's own transition).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
}

extension UINavigationControllerDelegate {
    /// Returns nil: the navigation controller uses its own slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
}

/// A stack of controllers of which the top one's view fills the navigation controller's view.
///
/// Each push and pop asks `delegate` for an animator; the transition's container is the
/// navigation controller's own view. On completion the outgoing view is removed and the stack
/// changes; `completeTransition(false)` leaves the stack as it was and removes the incoming view.
///
/// The stack's controllers are the navigation controller's `children`; a push or pop while it
/// is shown calls the appearance callbacks (UIViewController+Appearance.swift).
///
/// Differences from UIKit: no navigation bar, toolbar, back gesture or interactive pops;
/// without a custom animator the new top view replaces the old one at once rather than
/// sliding in. A push or pop asked while a transition runs is refused with a diagnostic, as
/// are pushing a controller already in the stack and popping the root.
open class UINavigationController: UIViewController {
    /// What a transition does to the stack.
    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    /// The stack, root first.
    public private(set) var viewControllers: [UIViewController] = []
    /// Supplies the animators.
    public weak var delegate: UINavigationControllerDelegate?

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { viewControllers.last }

    /// A stack holding `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init()
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// The navigation controller's view keeps the top controller's view filling it.
    open override func loadView() {
        let stack = StackView(frame: .zero)
        stack.controller = self
        view = stack
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { show(top.view) }
    }

    /// Resizes the top view with the navigation controller's view.
    final class StackView: UIView {
        weak var controller: UINavigationController?
        override var frame: CGRect { didSet { fitTop() } }
        override var bounds: CGRect { didSet { fitTop() } }
        private func fitTop() {
            guard let top = controller?.topViewController, top.isViewLoaded, top.view.superview === self else { return }
            top.view.frame = bounds
        }
    }

    /// Pushes `viewController` on the stack, through the delegate's animator for `.push`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !isTransitioning, !viewControllers.contains(where: { $0 === viewController }),
              let from = topViewController else {
            CADiagnostics.report(
                "UINavigationController.pushViewController: refused (a transition runs, or it is already in the stack)")
            return
        }
        viewController.navigationController = self
        addChild(viewController)
        transition(.push, from: from, to: viewController, animated: animated, changeStack: { [weak self] in
            self?.viewControllers.append(viewController)
        }, finishContainment: { [weak self] done in
            if done { viewController.didMove(toParent: self) } else { viewController.removeFromParent() }
        })
    }

    /// Pops the top controller, through the delegate's animator for `.pop`; returns it, or nil
    /// (with a diagnostic) when only the root is left or a transition runs.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard !isTransitioning, viewControllers.count > 1, let from = topViewController else {
            CADiagnostics.report(
                "UINavigationController.popViewController: refused (only the root is left, or a transition runs)")
            return nil
        }
        let to = viewControllers[viewControllers.count - 2]
        from.willMove(toParent: nil)
        transition(.pop, from: from, to: to, animated: animated, changeStack: { [weak self] in
            self?.viewControllers.removeLast()
            from.navigationController = nil
        }, finishContainment: { done in
            if done { from.removeFromParent() }
        })
        return from
    }

    /// Runs a push or pop: `changeStack` when it completes, then the appearance callbacks'
    /// "did" half, then `finishContainment` (told whether it completed).
    private func transition(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
                            changeStack: @escaping () -> Void, finishContainment: @escaping (Bool) -> Void) {
        let animator = animated
            ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            : nil
        isTransitioning = true
        let appearance = AppearanceTransition(from: from, to: to, animated: animated)
        let context = TransitionContext(container: view, from: from, to: to, animated: animated) { [weak self] done in
            guard let self else { return }
            self.isTransitioning = false
            if done {
                from.view.removeFromSuperview()
                changeStack()
            } else {
                if operation == .push { to.navigationController = nil }
                to.view.removeFromSuperview()
            }
            appearance.end(completed: done)
            finishContainment(done)
            animator?.animationEnded(done)
        }
        context.run(animator)
    }

    private func show(_ child: UIView) {
        child.frame = view.bounds
        view.addSubview(child)
    }
}
