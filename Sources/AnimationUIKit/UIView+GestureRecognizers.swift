import Foundation

extension UIView {
    /// The gesture recognizers attached to the view, in the order they were added (nil when none).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for r in gestureRecognizerStorage { r.view = nil }
            gestureRecognizerStorage = []
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches `recognizer`: it sees the touches that start on this view or its subviews.
    /// A recognizer attached elsewhere moves here, as in UIKit.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if let old = recognizer.view { old.removeGestureRecognizer(recognizer) }
        recognizer.view = self
        gestureRecognizerStorage.append(recognizer)
    }

    /// Detaches `recognizer` (nothing happens when it is not attached here).
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizerStorage.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// The window the view is in, or nil.
    public var window: UIWindow? {
        var v: UIView? = self
        while let c = v { if let w = c as? UIWindow { return w }; v = c.superview }
        return nil
    }

    /// True when the view is its window's first responder.
    public var isFirstResponder: Bool { window?.firstResponder === self }
}
