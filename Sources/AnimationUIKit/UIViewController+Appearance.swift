import Foundation
import AnimationCore

// The appearance callbacks, in UIKit's order:
// - a root view controller (`UIWindow.rootViewController`), and any controller's view added to
//   a window: viewWillAppear(false), viewWillLayoutSubviews, viewDidLayoutSubviews,
//   viewDidAppear(false); removed from the window: viewWillDisappear(false), viewDidDisappear(false);
// - a presentation, dismissal, push or pop from a shown controller A to B:
//   A.viewWillDisappear, B.viewWillAppear, B's layout, (the animator runs), A.viewDidDisappear,
//   B.viewDidAppear; a transition the animator cancels (`completeTransition(false)`) then calls
//   B.viewWillDisappear, A.viewWillAppear, B.viewDidDisappear, A.viewDidAppear;
// - child controllers (`addChild`): a parent passes each callback on to the children whose
//   views are inside its view, after its own (unless `shouldAutomaticallyForwardAppearanceMethods`
//   is false); a child's view added to a shown parent's view appears by the window rule above.
// A controller is told each change once: asking it to appear while it appears does nothing.

/// Where a controller is in its appearance.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// True once any controller has a view: until then moving views needs no appearance check.
    nonisolated(unsafe) static var anyViewLoaded = false

    /// Tells the controller its view is about to appear (`isAppearing`) or disappear, as UIKit's
    /// container controllers do: calls `viewWillAppear(_:)` or `viewWillDisappear(_:)` unless the
    /// controller is already on its way there.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childStorage where child.isViewLoaded && child.view.isDescendant(of: view) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the change `beginAppearanceTransition` began: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childStorage where child.appearance == .appearing || child.appearance == .disappearing {
            child.endAppearanceTransition()
        }
    }

    /// True while the controller's view is shown (between `viewDidAppear` and `viewWillDisappear`).
    var isShown: Bool { appearance == .appeared || appearance == .appearing }

    /// Lays out the view now, with the layout callbacks, as UIKit does before a view appears.
    func layoutForAppearance() {
        guard isViewLoaded else { return }
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }
}

/// The appearance side of one transition between two controllers (present, dismiss, push, pop).
/// Nothing happens when the outgoing controller is not shown: its successor is not shown either.
struct AppearanceTransition {
    let from: UIViewController
    let to: UIViewController
    let animated: Bool
    let active: Bool

    init(from: UIViewController, to: UIViewController, animated: Bool) {
        self.from = from
        self.to = to
        self.animated = animated
        active = from.isShown
        guard active else { return }
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
    }

    /// Calls the "did" callbacks, or for a cancelled transition turns both back first.
    func end(completed: Bool) {
        guard active else { return }
        if !completed {
            to.beginAppearanceTransition(false, animated: animated)
            from.beginAppearanceTransition(true, animated: animated)
            to.endAppearanceTransition()
            from.endAppearanceTransition()
            return
        }
        from.endAppearanceTransition()
        to.endAppearanceTransition()
    }
}

/// The appearance side of a view moving into or out of a window: the controllers whose root
/// views are in the moving subtree appear or disappear (those in an explicit transition are
/// left to it). Nil when nothing can change.
struct AppearanceChange {
    private let controllers: [UIViewController]

    init?(moving view: UIView, to newSuperview: UIView?) {
        guard UIViewController.anyViewLoaded else { return nil }
        let oldWindow = view.window
        let newWindow = newSuperview.flatMap { ($0 as? UIWindow) ?? $0.window }
        guard oldWindow !== newWindow else { return nil }
        let appearing = newWindow != nil
        var found: [UIViewController] = []
        func walk(_ v: UIView) {
            if let c = v.owningViewController, c.isViewLoaded, c.view === v,
               c.appearance == (appearing ? .disappeared : .appeared) {
                found.append(c)
            }
            v.subviews.forEach(walk)
        }
        walk(view)
        guard !found.isEmpty else { return nil }
        for c in found { c.beginAppearanceTransition(appearing, animated: false) }
        controllers = found
    }

    /// After the move: lays out the appearing views, then the "did" callbacks.
    func finish() {
        for c in controllers where c.appearance == .appearing { c.layoutForAppearance() }
        for c in controllers { c.endAppearanceTransition() }
    }
}
