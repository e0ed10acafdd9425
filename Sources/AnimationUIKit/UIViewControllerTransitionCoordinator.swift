import Foundation
import AnimationCore

/// What the blocks given to a transition coordinator are told about the transition.
///
/// Differences from UIKit: only size transitions (rotation) have a coordinator here; there is
/// no interactive part (`isInteractive`, `percentComplete`, `completionVelocity` are absent) and
/// `targetTransform` is always the identity (the window's bounds change; nothing turns).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the change animates (a duration above zero).
    var isAnimated: Bool { get }
    /// The change's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// Whether the change was cancelled (never: a size change always completes).
    var isCancelled: Bool { get }
    /// The view that changes size (the window).
    var containerView: UIView { get }
    /// The turn that goes with the change (identity: see the protocol's differences).
    var targetTransform: CGAffineTransform { get }
}

/// Lets a view controller animate its own changes alongside a size change (a rotation), as in
///
///     override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
///         super.viewWillTransition(to: size, with: coordinator)
///         coordinator.animate(alongsideTransition: { _ in self.layOut(for: size) }, completion: nil)
///     }
///
/// The `alongsideTransition` blocks run inside the change's animation block (so the frames and
/// alphas they set animate with the window's bounds, with its duration and curve); the
/// `completion` blocks run after it ends.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Adds blocks to run with the change's animation and after it; returns true (they will run).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The coordinator of one `UIWindow.sendSizeTransition`.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let transitionDuration: TimeInterval
    var isAnimated: Bool { transitionDuration > 0 }
    let isCancelled = false
    let targetTransform = CGAffineTransform.identity
    private(set) var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(container: UIView, duration: TimeInterval) {
        containerView = container
        transitionDuration = duration
    }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAnimations() { for block in animations { block(self) } }
    func runCompletions() { for block in completions { block(self) } }
}
