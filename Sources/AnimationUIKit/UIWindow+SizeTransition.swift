import Foundation
import AnimationCore

extension UIWindow {
    /// The duration iOS gives a quarter-turn rotation, used when the host names none.
    public static let rotationDuration: TimeInterval = 0.4

    /// Changes the window's size as iOS does when the device rotates (the host's entry point,
    /// like `sendPointer`): `rootViewController.viewWillTransition(to:with:)` is asked first
    /// (it forwards to presented controllers), then, in one `UIView.animate` block of `duration`
    /// seconds with the ease-in-out curve, the window takes `size` (its origin kept), the root
    /// controller's view and every presented controller's view in the window fill the new
    /// bounds, and the coordinator's `alongsideTransition` blocks run; its `completion` blocks
    /// run when it ends (`completion` last). With `duration` 0 everything happens at once.
    ///
    /// Differences from UIKit: the window has no `rootViewController` property, so the host
    /// names it; nothing turns (the window's bounds change, as they do on iOS, but there is no
    /// screen to counter-rotate). A size that is not finite or not positive is refused (false).
    @discardableResult
    public func sendSizeTransition(to size: CGSize, rootViewController: UIViewController,
                                   duration: TimeInterval = UIWindow.rotationDuration,
                                   completion: (() -> Void)? = nil) -> Bool {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              duration.isFinite, duration >= 0 else {
            CADiagnostics.report("UIWindow.sendSizeTransition: refused size \(size), duration \(duration)")
            return false
        }
        let coordinator = SizeTransitionCoordinator(container: self, duration: duration)
        rootViewController.viewWillTransition(to: size, with: coordinator)
        let change = {
            self.frame = CGRect(origin: self.frame.origin, size: size)
            var controller: UIViewController? = rootViewController
            while let c = controller {
                if c.isViewLoaded, c.view.superview === self {
                    // Bounds and centre, not frame, so a view with a transform keeps it.
                    c.view.bounds = CGRect(origin: c.view.bounds.origin, size: size)
                    c.view.center = CGPoint(x: self.bounds.midX, y: self.bounds.midY)
                }
                controller = c.presentedViewController
            }
            coordinator.runAnimations()
        }
        let finish = {
            coordinator.runCompletions()
            completion?()
        }
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: change) { _ in
                finish()
            }
        } else {
            UIView.performWithoutAnimation(change)
            finish()
        }
        return true
    }
}
