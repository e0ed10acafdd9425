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
public final class LogoRevealScene: CatalogScene, UINavigationControllerDelegate {
    public static let metadata = SceneMetadata(
        identifier: "logo-reveal", title: "Logo reveal", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .logoReveal, section: "§22",
            summary: "A navigation push reveals the next screen through the growing logo mask; the pop closes it.",
            techniques: ["UINavigationControllerDelegate", "UIViewControllerAnimatedTransitioning", "CALayer.mask",
                         "CABasicAnimation(keyPath: \"transform\")", "CAAnimationDelegate"]))

    public var rootLayer: CALayer { sceneWindow.layer }
    public var window: UIWindow? { sceneWindow }
    public private(set) var state: SceneState = .idle {
        didSet { if state != oldValue { onStateChange?(state) } }
    }
    public var onStateChange: ((SceneState) -> Void)?

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
    private var run = 0
    private let demo: ScriptedPointer

    public init() {
        let bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        sceneWindow = UIWindow(frame: bounds)
        sceneWindow.backgroundColor = .white
        sceneWindow.clipsToBounds = true
        sceneWindow.layer.name = "logo-reveal"
        navigation = UINavigationController(rootViewController: master)
        demo = ScriptedPointer(window: sceneWindow)
        navigation.delegate = self
        navigation.view.frame = bounds
        sceneWindow.addSubview(navigation.view)
        master.onTap = { [weak self] in self?.pushDetail() }
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

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let reveal = RevealAnimator(operation: operation)
        let current = run
        reveal.onFinish = { [weak self] in
            guard let self, self.run == current else { return }
            self.animator = nil
            if operation == .pop { self.detail = nil }
            self.transitionDidEnd()
        }
        animator = reveal
        return reveal
    }

    // MARK: Phase 4: the demo

    private func scriptDemo(loop: Int) {
        let current = run, base = Double(loop) * Self.demoPeriod
        demo.tap(CGPoint(x: 160, y: 300), at: base + Self.demoFirstTap)
        let back = LogoDetailViewController.backFrame
        demo.tap(CGPoint(x: back.midX, y: back.midY), at: base + Self.demoFirstTap + Self.demoHold)
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
        if animator == nil { transitionDidEnd() }
    }

    private func transitionDidEnd() {
        guard state == .stopping else { return }
        if detail != nil { popDetail() } else { state = .stopped }
    }

    public func restart() {
        run += 1
        endDemo()
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
        state = .idle
        start()
    }

    public func userDidTakeOver() { endDemo() }

    private func endDemo() {
        demo.cancel()
    }
}
