import AnimationUIKit

/// The tutorial's logo reveal (§22, "UINavigationController Custom Transition Animations"): a
/// tap on the logo screen pushes the lessons screen, which appears through the growing logo;
/// the back button pops it, the logo closing over it.
///
/// The phases:
/// 1. A `UINavigationController` holds the logo screen (`LogoMasterViewController`); the scene is
///    its `delegate`.
/// 2. A tap pushes `LogoDetailViewController`; `navigationController(_:animationControllerFor:
///    from:to:)` returns a `RevealAnimator` for `.push`: the logo mask grows 150× in 2 s, ease-in.
/// 3. The back button pops; the delegate returns a `RevealAnimator` for `.pop`: the mask shrinks
///    back to the logo in 1 s, ease-out, uncovering the logo screen.
/// 4. The scripted demo (until a person takes over) taps the logo screen, then the back button
///    `demoHold` later, every `demoPeriod`.
/// 5. Stopping ends the demo, lets a running transition finish and pops back to the logo.
public final class LogoRevealScene: SceneController, CatalogScene, UINavigationControllerDelegate {
    /// The catalogue entry: `logo-reveal`, "Logo reveal", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "logo-reveal", title: "Logo reveal", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .logoReveal, section: "§22",
            summary: "A navigation push reveals the next screen through the growing logo mask; the pop closes it.",
            techniques: ["UINavigationControllerDelegate", "UIViewControllerAnimatedTransitioning", "CALayer.mask",
                         "CABasicAnimation(keyPath: \"transform\")", "CAAnimationDelegate"]))

    /// The scene window's layer, which holds the whole scene.
    public var rootLayer: CALayer { sceneWindow.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { sceneWindow }

    static let demoFirstTap: TimeInterval = 0.8
    static let demoHold: TimeInterval = 3.6
    static let demoPeriod: TimeInterval = 7.0

    let sceneWindow: UIWindow
    let master = LogoMasterViewController()
    private(set) var navigation: UINavigationController
    /// The lessons screen while it is pushed (or on its way in or out).
    private(set) var detail: LogoDetailViewController?
    /// The animator of the transition running now.
    private(set) var animator: RevealAnimator?
    private lazy var demo = DemoScript(self, window: sceneWindow)

    public override init() {
        let bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        sceneWindow = UIWindow(frame: bounds)
        sceneWindow.backgroundColor = .white
        sceneWindow.clipsToBounds = true
        sceneWindow.layer.name = "logo-reveal"
        navigation = UINavigationController(rootViewController: master)
        super.init()
        navigation.delegate = self
        navigation.view.frame = bounds
        sceneWindow.addSubview(navigation.view)
        master.onTap = { [weak self] in self?.pushDetail() }
    }

    /// What the window shows beyond the screen in a larger host: the screen that covers the
    /// screen's edges now. The first screen's green until the growing logo mask covers the
    /// screen's farthest corner (`edgeCoverScale`), then the lessons screen (its green bar over
    /// white); on the way back, the green returns once the closing mask uncovers that corner.
    public var backdrop: SceneBackdrop? {
        let green = SceneBackdrop(color: LogoMasterViewController.green.cgColor)
        guard let detail, detail.isViewLoaded else { return green }
        if let mask = detail.view.layer.mask, (mask.presentation() ?? mask).transform.m11 < Self.edgeCoverScale {
            return green
        }
        return SceneBackdrop([.init(top: 0, color: LogoMasterViewController.green.cgColor),
                              .init(top: LogoDetailViewController.barHeight, color: UIColor.white.cgColor)])
    }

    /// The logo mask's scale at which its narrowest part reaches the screen's farthest corner.
    static var edgeCoverScale: CGFloat {
        let logo = LogoMasterViewController.logoFrame, size = metadata.designSize
        let far = hypot(max(logo.midX, size.width - logo.midX), max(logo.midY, size.height - logo.midY))
        return far / RevealLogo.innerRadius(in: CGRect(origin: .zero, size: logo.size))
    }

    // MARK: Phases 2 and 3

    func pushDetail() {
        guard detail == nil, animator == nil else { return }
        let next = LogoDetailViewController()
        next.onBack = { [weak self] in self?.popDetail() }
        detail = next
        navigation.pushViewController(next, animated: true)
    }

    func popDetail() {
        guard detail != nil, animator == nil else { return }
        navigation.popViewController(animated: true)
    }

    /// The logo-shaped reveal for every push and pop; it tells the scene when it ends.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let reveal = RevealAnimator(operation: operation)
        reveal.onFinish = inThisRun { scene in
            scene.animator = nil
            if operation == .pop { scene.detail = nil }
            scene.transitionDidEnd()
        }
        animator = reveal
        return reveal
    }

    // MARK: Phase 4: the demo

    /// A tap on the logo screen, then on the back button.
    private func playDemo() {
        let back = LogoDetailViewController.backFrame
        demo.play(every: Self.demoPeriod) { _, _ in [
            .tap(CGPoint(x: 160, y: 300), at: Self.demoFirstTap),
            .tap(CGPoint(x: back.midX, y: back.midY), at: Self.demoFirstTap + Self.demoHold),
        ] }
    }

    // MARK: Scene

    public override func play(from previous: SceneState) { playDemo() }

    /// Phase 5.
    public override func beginStopping() {
        demo.cancel()
        sceneWindow.cancelAllInteractions()
        if animator == nil { transitionDidEnd() }
    }

    private func transitionDidEnd() {
        guard state == .stopping else { return }
        if detail != nil { popDetail() } else { finishStopping() }
    }

    public override func reset() {
        demo.cancel()
        sceneWindow.cancelAllInteractions()
        // A fresh navigation stack holding the logo screen, without masks or running reveals.
        navigation.view.removeFromSuperview()
        if let view = detail?.view { view.layer.mask = nil; view.removeFromSuperview() }
        master.view.layer.mask = nil
        master.logo.removeAllAnimations()
        master.view.removeFromSuperview()
        navigation = UINavigationController(rootViewController: master)
        navigation.delegate = self
        navigation.view.frame = sceneWindow.bounds
        sceneWindow.addSubview(navigation.view)
        detail = nil
        animator = nil
    }

    /// Stops the scripted demo; from then on the person drives the scene.
    public func userDidTakeOver() { demo.cancel() }
}
