import AnimationUIKit

/// The tutorial's cook app (§21, "Presentation Controller & Orientation Animations"): tapping a
/// herb thumbnail presents its details, popping out of the thumbnail, and a tap on the details
/// shrinks them back into it.
///
/// The phases:
/// 1. The kitchen screen (the root controller's view): a title and a row of herb thumbnails,
///    each a `UIImageView` with a `UITapGestureRecognizer`.
/// 2. A tap makes a `HerbDetailsViewController`, sets the scene as its `transitioningDelegate`
///    and calls `present(_:animated:completion:)`; `animationController(forPresented:…)` hands
///    UIKit the `PopAnimator` with the thumbnail's frame, which grows the details view from it
///    (1 s spring, damping 0.4). The thumbnail hides while its details are up.
/// 3. A tap on the details dismisses them; `animationController(forDismissed:)` returns the same
///    animator set to shrink the view back into the thumbnail, which reappears at the end.
/// 4. The scripted demo (until a person takes over) taps a thumbnail (the next one each loop),
///    and taps the details `demoHold` later, every `demoPeriod`.
/// 5. Stopping ends the demo, lets a running transition finish, and dismisses open details.
///
/// Choices: the section only links the animator, so the 1 s duration and 0.4 damping are the
/// project's (see `PopAnimator`); the herbs are drawn in code (`HerbImages`); the orientation
/// half of the section (re-laying out on rotation) has no counterpart on a desktop and is left out.
public final class CookScene: CatalogScene, UIViewControllerTransitioningDelegate {
    public static let metadata = SceneMetadata(
        identifier: "cook", title: "Cook", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .cook, section: "§21",
            summary: "Tap a herb: its details pop out of the thumbnail on a spring, and shrink back on dismissal.",
            techniques: ["UIViewControllerTransitioningDelegate", "UIViewControllerAnimatedTransitioning",
                         "UIViewControllerContextTransitioning", "present(_:animated:completion:)",
                         "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)"]))

    public var rootLayer: CALayer { sceneWindow.layer }
    public var window: UIWindow? { sceneWindow }
    public private(set) var state: SceneState = .idle {
        didSet { if state != oldValue { onStateChange?(state) } }
    }
    public var onStateChange: ((SceneState) -> Void)?

    static let thumbnailSize = CGSize(width: 64, height: 96)
    static let demoFirstTap: TimeInterval = 0.6
    static let demoHold: TimeInterval = 2.6
    static let demoPeriod: TimeInterval = 5.6

    let sceneWindow: UIWindow
    /// The kitchen screen's controller (made anew on restart, so no old presentation lingers).
    private(set) var rootController = UIViewController()
    let thumbnails: [UIImageView]
    let transition = PopAnimator()
    /// The details on screen (or on their way), nil when none.
    private(set) var details: HerbDetailsViewController?
    private var selected: UIImageView?
    private var transitionRunning = false
    private var run = 0
    private let demo: ScriptedPointer

    public init() {
        let bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        sceneWindow = UIWindow(frame: bounds)
        sceneWindow.backgroundColor = UIColor(red: 0.17, green: 0.12, blue: 0.09, alpha: 1)
        sceneWindow.clipsToBounds = true
        sceneWindow.layer.name = "cook"
        thumbnails = (0..<HerbImages.count).map { _ in UIImageView(frame: .zero) }
        demo = ScriptedPointer(window: sceneWindow)

        let kitchen = CookViews.kitchen(frame: bounds, thumbnails: thumbnails, thumbnailSize: Self.thumbnailSize)
        rootController.view = kitchen
        sceneWindow.addSubview(kitchen)
        for (index, thumbnail) in thumbnails.enumerated() {
            thumbnail.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
                if tap.state == .ended { self?.didTapThumbnail(index) }
            })
        }
    }

    // MARK: Phase 2 and 3

    /// Presents the details of herb `index`, popping out of its thumbnail.
    func didTapThumbnail(_ index: Int) {
        guard details == nil, !transitionRunning, thumbnails.indices.contains(index) else { return }
        let thumbnail = thumbnails[index]
        selected = thumbnail
        let herbDetails = HerbDetailsViewController(herbIndex: index)
        herbDetails.transitioningDelegate = self
        herbDetails.onTap = { [weak self] in self?.dismissDetails() }
        details = herbDetails
        transitionRunning = true
        let current = run
        rootController.present(herbDetails, animated: true) { [weak self] in
            guard let self, self.run == current else { return }
            self.transitionRunning = false
            self.transitionDidEnd()
        }
    }

    /// Shrinks the details back into their thumbnail.
    func dismissDetails() {
        guard let details, !transitionRunning else { return }
        transitionRunning = true
        let current = run
        details.dismiss(animated: true) { [weak self] in
            guard let self, self.run == current else { return }
            self.transitionRunning = false
            self.details = nil
            self.transitionDidEnd()
        }
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let selected else { return nil }
        transition.originFrame = selected.superview?.convert(selected.frame, to: sceneWindow) ?? selected.frame
        transition.presenting = true
        selected.isHidden = true
        return transition
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.presenting = false
        transition.dismissCompletion = { [weak self] in self?.selected?.isHidden = false }
        return transition
    }

    // MARK: Phase 4: the demo

    private func scriptDemo(loop: Int) {
        let current = run, base = Double(loop) * Self.demoPeriod
        let thumbnail = thumbnails[loop % thumbnails.count]
        let centre = thumbnail.superview?.convert(thumbnail.center, to: sceneWindow) ?? thumbnail.center
        demo.tap(centre, at: base + Self.demoFirstTap)
        demo.tap(CGPoint(x: 160, y: 200), at: base + Self.demoFirstTap + Self.demoHold)
        demo.at(base) { [weak self] in
            guard let self, self.run == current, self.demo.isRunning else { return }
            self.scriptDemo(loop: loop + 1)
        }
    }

    // MARK: Scene

    public func start() {
        guard state == .idle || state == .stopped else { return }
        state = .running
        demo.begin()
        scriptDemo(loop: 0)
    }

    /// Phase 5.
    public func stop() {
        guard state == .running else { return }
        state = .stopping
        endDemo()
        sceneWindow.cancelAllInteractions()
        if !transitionRunning { transitionDidEnd() }
    }

    /// After each transition: while stopping, dismiss open details, then report stopped.
    private func transitionDidEnd() {
        guard state == .stopping else { return }
        if details != nil { dismissDetails() } else { state = .stopped }
    }

    public func restart() {
        run += 1
        endDemo()
        sceneWindow.cancelAllInteractions()
        if let details {
            details.view.layer.removeAllAnimations()
            details.view.removeFromSuperview()
        }
        // A fresh root controller: nothing presented, no transition pending.
        let kitchen: UIView = rootController.view
        rootController = UIViewController()
        rootController.view = kitchen
        details = nil
        transitionRunning = false
        thumbnails.forEach { $0.isHidden = false }
        state = .idle
        start()
    }

    public func userDidTakeOver() { endDemo() }

    private func endDemo() {
        demo.cancel()
    }
}
