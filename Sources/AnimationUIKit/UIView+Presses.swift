import Foundation

// Key presses and the responder chain.
//
// UIKit's `UIResponder` passes a press it does not use to its `next` responder: a view's is
// its superview, and the window is the last. Here `UIView` is not a `UIResponder` (see
// `UIView`), so the four `presses…` methods are declared on it (in UIView.swift, so that
// subclasses can override them), and a view's next responder is its superview: UIKit would put
// a view controller between its root view and the superview, but view controllers are not
// responders here. The window, having no superview, marks the event as having reached the end
// of the chain, which tells `UIWindow.sendPress` that nobody used the key.

extension UIView {
    /// The next responder, as UIKit's `UIResponder.next`: the superview (nil for the window).
    /// Differs from UIKit: a view, never a view controller or the application.
    public var next: UIView? { superview }

    /// Passes a press event to the next responder, or marks it unused at the end of the chain.
    func passPresses(_ event: UIPressesEvent?, to forward: (UIView) -> Void) {
        if let next { forward(next) } else { event?.reachedEndOfChain = true }
    }
}
