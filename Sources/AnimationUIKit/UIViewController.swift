import Foundation
import AnimationCore

/// Manages one screen's view, and presents other controllers over it through a transition.
///
///     detail.transitioningDelegate = self          // gives the animator
///     present(detail, animated: true)              // the animator's animateTransition runs
///     detail.dismiss(animated: true)               // animationController(forDismissed:)
///
/// The view is made on first use of `view` (`loadView()`, then `viewDidLoad()`).
///
/// Presenting: the container is the presenting view's window (its top superview when it is
/// in no window); the animator adds the presented view there, and `completeTransition(true)`
/// records `presentedViewController`. Dismissing gives the animator the presented view as `from`
/// and the presenting one as `to`; on completion the presented view is removed.
///
/// Appearance: `viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)` and
/// `viewDidDisappear(_:)` are called in UIKit's order (UIViewController+Appearance.swift), with
/// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` around the view's layout.
///
/// Differences from UIKit: no storyboards, segues, presentation styles (every presentation is
/// full-screen: the presenter disappears) or presentation controllers; without a custom animator the
/// presented view appears (and goes) at once rather than sliding up. A present or dismiss asked
/// while a transition runs, or of a controller that is already presented, is refused with a
/// diagnostic (UIKit logs a warning too).
open class UIViewController {
    private var loadedView: UIView?

    /// A controller whose view is made on first access (`loadView()`, then `viewDidLoad()`).
    public init() {}

    /// The controller's root view, made by `loadView()` on first use.
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                adopt(loadedView)
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            adopt(newValue)
        }
    }

    /// Marks `view` as this controller's root view (for the appearance and layout callbacks).
    private func adopt(_ view: UIView?) {
        guard let view else { return }
        view.owningViewController = self
        UIViewController.anyViewLoaded = true
    }

    /// True once the view exists.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view; the default makes a plain `UIView`. Override to set `view` yourself.
    open func loadView() { view = UIView(frame: .zero) }

    /// Called once the view exists.
    open func viewDidLoad() {}

    // MARK: Appearance and layout callbacks (UIViewController+Appearance.swift calls them)

    /// The view is about to be shown (added to a window, or a transition to it begins).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is shown (its transition ended). Animation code starts its animations here.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be hidden (removed from its window, or a transition away begins).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view is hidden (its transition ended, or it left the window).
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews (`layoutIfNeeded()` found it needing layout).
    open func viewWillLayoutSubviews() {}
    /// The view has laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Whether appearance callbacks pass on to the children whose views are shown (true).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Called before the controller is added to (or, with nil, removed from) a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to (or, with nil, removed from) a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Where the controller is in its appearance (UIViewController+Appearance.swift).
    var appearance: AppearanceState = .disappeared
    var appearanceAnimated = false
    /// The child controllers, in the order added.
    var childStorage: [UIViewController] = []
    /// The controller this one is a child of.
    public internal(set) weak var parent: UIViewController?

    /// The controller's view is about to change to `size` (the device rotates: see
    /// `UIWindow.sendSizeTransition`). Override to lay out for the new size, animating alongside
    /// through `coordinator.animate(alongsideTransition:completion:)`, and call `super`, which
    /// passes the change on to the controller this one presents, as UIKit does.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// Supplies the animators for presenting and dismissing this controller.
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// The controller this one presents, once its presentation has completed.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// The navigation controller whose stack holds this controller.
    public internal(set) weak var navigationController: UINavigationController?

    /// True while a presentation, dismissal, push or pop of this controller's runs.
    var isTransitioning = false

    /// Presents `viewControllerToPresent` over this controller, through the animator its
    /// `transitioningDelegate` returns (none: at once); `completion` runs once it is on screen.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        let presented = viewControllerToPresent
        guard !isTransitioning, presentedViewController == nil, presented.presentingViewController == nil,
              presented !== self else {
            CADiagnostics.report(
                "UIViewController.present: refused while a transition runs or a controller is already presented")
            return
        }
        guard let container = view.window ?? topSuperview(of: view) else {
            CADiagnostics.report(
                "UIViewController.present: the presenting view is in no view tree; nothing to present in")
            return
        }
        let animator = flag ? presented.transitioningDelegate?.animationController(
            forPresented: presented, presenting: self, source: self) : nil
        isTransitioning = true
        presented.presentingViewController = self
        let appearance = AppearanceTransition(from: self, to: presented, animated: flag)
        let context = TransitionContext(container: container, from: self, to: presented,
                                        animated: flag) { [weak self] done in
            guard let self else { return }
            self.isTransitioning = false
            if done {
                self.presentedViewController = presented
            } else {
                presented.presentingViewController = nil
                presented.view.removeFromSuperview()
            }
            appearance.end(completed: done)
            animator?.animationEnded(done)
            if done { completion?() }
        }
        context.run(animator)
    }

    /// Dismisses the controller this one presents (or, when it presents none, this controller
    /// from its presenter), through `animationController(forDismissed:)`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter: UIViewController, presented: UIViewController
        if let child = presentedViewController {
            presenter = self; presented = child
        } else if let parent = presentingViewController, parent.presentedViewController === self {
            presenter = parent; presented = self
        } else {
            CADiagnostics.report("UIViewController.dismiss: nothing is presented")
            return
        }
        guard !presenter.isTransitioning else {
            CADiagnostics.report("UIViewController.dismiss: refused while a transition runs")
            return
        }
        let container = presented.view.superview ?? presenter.view.window ?? topSuperview(of: presenter.view)
        guard let container else {
            CADiagnostics.report("UIViewController.dismiss: the presented view is in no view tree")
            return
        }
        let animator = flag ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        presenter.isTransitioning = true
        let appearance = AppearanceTransition(from: presented, to: presenter, animated: flag)
        let context = TransitionContext(container: container, from: presented, to: presenter, animated: flag) { done in
            presenter.isTransitioning = false
            if done {
                presented.view.removeFromSuperview()
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
            }
            appearance.end(completed: done)
            animator?.animationEnded(done)
            if done { completion?() }
        }
        if presenter.appearance == .appearing { presenter.layoutForAppearance() }
        if let animator { animator.animateTransition(using: context) } else { context.completeTransition(true) }
    }

    private func topSuperview(of view: UIView) -> UIView? {
        var top = view.superview
        while let next = top?.superview { top = next }
        return top
    }
}
