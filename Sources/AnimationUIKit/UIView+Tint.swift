import Foundation

/// How a view's tint colour is adjusted (UIKit's `UIView.TintAdjustmentMode`).
public enum UIViewTintAdjustmentMode: Int, Sendable {
    /// The superview's mode (`.normal` for a view without one).
    case automatic
    /// The tint colour as set.
    case normal
    /// A desaturated tint, as UIKit shows behind a modal presentation.
    case dimmed
}

/// The tint a view was given itself (nil / `.automatic` when it inherits).
struct UIViewTintStorage {
    var color: UIColor?
    var mode: UIViewTintAdjustmentMode = .automatic
}

/// UIKit's tint: a colour and an adjustment mode that subviews inherit.
///
/// `tintColor` returns the colour set on the view, else its superview's effective tint, else
/// `UIColor.systemBlue`. Setting it (or `tintAdjustmentMode`) calls `tintColorDidChange()` on
/// the view and on every descendant that inherits it.
///
/// Differences from UIKit: moving a view to another superview does not call
/// `tintColorDidChange()` (read `tintColor` after adding it); the dimmed tint is a grey of the
/// colour's luminance (UIKit's is a fixed desaturated grey); no control redraws itself with it
/// unless its own `tintColorDidChange()` does.
extension UIView {
    /// UIKit's nested name for `UIViewTintAdjustmentMode`.
    public typealias TintAdjustmentMode = UIViewTintAdjustmentMode

    var effectiveTintAdjustmentMode: UIViewTintAdjustmentMode {
        if tintStorage.mode != .automatic { return tintStorage.mode }
        return superview?.effectiveTintAdjustmentMode ?? .normal
    }

    var effectiveTintColor: UIColor {
        let base = undimmedTintColor
        guard effectiveTintAdjustmentMode == .dimmed else { return base }
        let c = base.cgColor
        let luminance = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
        return UIColor(white: luminance, alpha: c.alpha)
    }

    private var undimmedTintColor: UIColor {
        tintStorage.color ?? superview?.undimmedTintColor ?? .systemBlue
    }

    func setOwnTintColor(_ color: UIColor?) {
        tintStorage.color = color
        notifyTintChange(colorChanged: true)
    }

    func setOwnTintAdjustmentMode(_ mode: UIViewTintAdjustmentMode) {
        tintStorage.mode = mode
        notifyTintChange(colorChanged: false)
    }

    /// Tells this view and the descendants that inherit what changed (the colour or the mode).
    private func notifyTintChange(colorChanged: Bool) {
        tintColorDidChange()
        for child in subviews
        where colorChanged ? child.tintStorage.color == nil : child.tintStorage.mode == .automatic {
            child.notifyTintChange(colorChanged: colorChanged)
        }
    }
}
