import Foundation

/// What a first responder implements to take keys (a `UITextField`).
protocol KeyboardFocusable: UIView {
    /// Handles a non-text key (or a command chord) with `modifiers` held; true when used.
    func handleKey(_ key: UIKeyboardKey, modifiers: UIKeyModifierFlags) -> Bool
    /// Handles typed text; true when used.
    func handleText(_ text: String) -> Bool
}

extension UIWindow {
    func deliverScroll(deltaX: CGFloat, deltaY: CGFloat, at point: CGPoint) -> Bool {
        guard deltaX.isFinite, deltaY.isFinite, point.x.isFinite, point.y.isFinite else {
            CADiagnostics.report("UIWindow.sendScroll: ignored non-finite input (\(deltaX), \(deltaY)) at \(point)")
            return false
        }
        var v = presentedHitTest(point)
        while let view = v {
            if let scroll = view as? UIScrollView, scroll.scrollByWheel(deltaX: deltaX, deltaY: deltaY) { return true }
            v = view.superview
        }
        return false
    }

    /// The first responder, if it is still in this window; one that left it ends editing here.
    func currentFirstResponder() -> UIView? {
        guard let responder = firstResponder else { return nil }
        if responder.window === self { return responder }
        firstResponder = nil
        responder.resignFirstResponder()
        return nil
    }

    func deliverKey(_ key: UIKeyboardKey, modifiers: UIKeyModifierFlags) -> Bool {
        guard let responder = currentFirstResponder() as? KeyboardFocusable else { return false }
        return responder.handleKey(key, modifiers: modifiers)
    }

    func deliverText(_ text: String) -> Bool {
        guard let responder = currentFirstResponder() as? KeyboardFocusable else { return false }
        return responder.handleText(text)
    }

    /// Makes `view` first responder, asking the current one to resign first.
    func makeFirstResponder(_ view: UIView) -> Bool {
        if firstResponder === view { return true }
        guard view.canBecomeFirstResponder, view.window === self else { return false }
        if let current = firstResponder, !current.resignFirstResponder() { return false }
        firstResponder = view
        return true
    }

    /// Clears the first responder when it is `view`; true when `view` no longer is one.
    func resignFirstResponder(_ view: UIView) -> Bool {
        if firstResponder === view { firstResponder = nil }
        return true
    }

    /// The text fields in the window, in tree order (depth first, back to front), for Tab.
    func textFieldsInOrder() -> [UITextField] {
        var result: [UITextField] = []
        func walk(_ v: UIView) {
            if let f = v as? UITextField, !f.isHidden, f.isEnabled, f.isUserInteractionEnabled { result.append(f) }
            v.subviews.forEach(walk)
        }
        walk(self)
        return result
    }
}
