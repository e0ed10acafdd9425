import AnimationUIKit

/// The tutorial's cook app (§21, "Presentation Controller & Orientation Animations"): tapping a
/// herb thumbnail presents its details, popping out of the thumbnail, and a tap on the details
/// shrinks them back into it; turning the screen lays the kitchen out again, animated.
///
/// The phases:
/// 1. The kitchen screen (the root controller's view, `KitchenView`): a faded backdrop, a title
///    and a row of herb thumbnails, each a `UIImageView` with a `UITapGestureRecognizer`.
/// 2. A tap makes a `HerbDetailsViewController`, sets the scene as its `transitioningDelegate`
///    and calls `present(_:animated:completion:)`; `animationController(forPresented:…)` hands
///    UIKit the `PopAnimator` with the thumbnail's frame, which grows the details view from it
///    (1 s spring, damping 0.4). The thumbnail hides while its details are up.
/// 3. A tap on the details dismisses them; `animationController(forDismissed:)` returns the same
///    animator set to shrink the view back into the thumbnail (its frame as laid out now, after
///    any turn), which reappears at the end.
/// 4. Orientation: the ⟳ button (or the demo) turns the screen between portrait (320 × 480) and
///    landscape (480 × 320) through `UIWindow.sendSizeTransition` (the system's part: 0.4 s,
///    ease in-out). The controllers' `viewWillTransition(to:with:)` animate alongside it:
///    the kitchen fades its backdrop (0.55 portrait, 0.25 landscape) and lays its thumbnails out
///    again in the screen's aspect ratio (`KitchenView`); open details move their band.
/// 5. The scripted demo (until a person takes over) taps a thumbnail (the next one each loop),
///    taps the details `demoHold` later, and once they are gone turns the screen
///    (`demoTurn`), every `demoPeriod`: the loops alternate portrait and landscape.
/// 6. Stopping ends the demo, lets a running transition or turn finish, and dismisses open
///    details.
///
/// Choices: the section only links the animator and names the orientation animations, so the
/// 1 s duration and 0.4 damping (see `PopAnimator`), the alphas and the list's layout (those of
/// the tutorial's app, see `KitchenView`) and the turn's 0.4 s are the project's; the herbs are
/// drawn in code (`HerbImages`). The scene is 480 × 480 so that both orientations fit: the
/// screen (the scene's window) sits in the middle of a dark desk, and turns about its centre
/// (`screenCentre`), so neither orientation leaves a third of the scene empty on one side. A
/// tap asked while a pop runs is ignored, and so is a turn asked while a pop or a turn runs (a
/// pop may start while the screen turns: it grows to the new size).
///
/// In a host with more room than the desk (`layOut(visibleArea:)`), the app lays itself out for
/// the larger screen, as an iOS app on a larger device: the screen takes the room's shape in
/// the room's orientation (a wide window: a landscape screen as wide as the window, its herb
/// shelf spread over the whole width; details still grow out of the tapped thumbnail), and
/// turned it is the largest screen of the phone's 2:3 shape the room holds. The scene starts in
/// the room's orientation (portrait when the room is square, as at design size).
public final class CookScene: SceneController, CatalogScene, UIViewControllerTransitioningDelegate {
    /// The catalogue entry: `cook`, "Cook", 480 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "cook", title: "Cook", designSize: CGSize(width: 480, height: 480),
        info: SceneInfo(
            group: .cook, section: "§21",
            summary: "Tap a herb: its details pop out of the thumbnail on a spring and shrink back; "
                + "turn the screen and the kitchen lays itself out again.",
            techniques: ["UIViewControllerTransitioningDelegate", "UIViewControllerAnimatedTransitioning",
                         "UIViewControllerContextTransitioning", "present(_:animated:completion:)",
                         "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)",
                         "viewWillTransition(to:with:)", "animate(alongsideTransition:completion:)"]))

    /// The desk: the scene's root, with the screen (the window) at its top left.
    public let rootLayer = CALayer()
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { sceneWindow }

    /// The screen upright; turned, it is `landscapeSize`.
    static let portraitSize = CGSize(width: 320, height: 480)
    static let landscapeSize = CGSize(width: 480, height: 320)
    /// Where the screen's centre stays on the desk, in either orientation.
    static let screenCentre = CGPoint(x: 240, y: 240)
    static let demoFirstTap: TimeInterval = 0.6
    static let demoHold: TimeInterval = 2.6
    /// When the demo turns the screen, in each loop (after the details have shrunk back).
    static let demoTurn: TimeInterval = 4.6
    static let demoPeriod: TimeInterval = 5.6

    let sceneWindow: UIWindow
    let kitchen: KitchenView
    /// The kitchen screen's controller (made anew on restart, so no old presentation lingers).
    private(set) var rootController: KitchenViewController
    let thumbnails: [UIImageView]
    let transition = PopAnimator()
    /// The details on screen (or on their way), nil when none.
    private(set) var details: HerbDetailsViewController?
    private var selected: UIImageView?
    private var transitionRunning = false
    /// True while the screen turns.
    private(set) var isTurning = false
    /// The screen's sizes upright and turned for the room the host shows (`layOut(visibleArea:)`;
    /// the static sizes on the 480 × 480 desk), and where its centre stays.
    private(set) var portraitScreen = CookScene.portraitSize
    private(set) var landscapeScreen = CookScene.landscapeSize
    private(set) var screenCentre = CookScene.screenCentre
    /// The screen's size when the demo began (its loops alternate from it).
    private var demoStartSize = CookScene.portraitSize
    private lazy var demo = DemoScript(self, window: sceneWindow)

    public override init() {
        rootLayer.bounds = CGRect(origin: .zero, size: Self.metadata.designSize)
        rootLayer.backgroundColor = CGColor(red: 0.11, green: 0.11, blue: 0.13, alpha: 1)
        rootLayer.name = "cook"
        sceneWindow = UIWindow(frame: CGRect(origin: .zero, size: Self.portraitSize))
        sceneWindow.backgroundColor = UIColor(red: 0.99, green: 0.96, blue: 0.91, alpha: 1)
        sceneWindow.clipsToBounds = true
        sceneWindow.layer.name = "cook-screen"
        sceneWindow.center = Self.screenCentre
        rootLayer.addSublayer(sceneWindow.layer)
        thumbnails = (0..<HerbImages.count).map { _ in UIImageView(frame: .zero) }

        kitchen = KitchenView(size: Self.portraitSize, thumbnails: thumbnails)
        rootController = KitchenViewController(kitchen: kitchen)
        super.init()
        rootController.alongsideTurn = { [weak self] _ in self?.recentre() }
        sceneWindow.addSubview(kitchen)
        for (index, thumbnail) in thumbnails.enumerated() {
            thumbnail.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
                if tap.state == .ended { self?.didTapThumbnail(index) }
            })
        }
        kitchen.rotateButton.addAction(UIAction { [weak self] _ in self?.turnScreen() }, for: .touchUpInside)
    }

    /// The screen's size now (portrait or landscape).
    var screenSize: CGSize { sceneWindow.bounds.size }

    // MARK: Phase 2 and 3

    /// Presents the details of herb `index`, popping out of its thumbnail.
    func didTapThumbnail(_ index: Int) {
        guard details == nil, !transitionRunning, thumbnails.indices.contains(index) else { return }
        let thumbnail = thumbnails[index]
        selected = thumbnail
        let herbDetails = HerbDetailsViewController(herbIndex: index)
        herbDetails.screenSize = screenSize
        herbDetails.transitioningDelegate = self
        herbDetails.onTap = { [weak self] in self?.dismissDetails() }
        details = herbDetails
        transitionRunning = true
        rootController.present(herbDetails, animated: true, completion: inThisRun { scene in
            scene.transitionRunning = false
            scene.transitionDidEnd()
        })
    }

    /// Shrinks the details back into their thumbnail.
    func dismissDetails() {
        guard let details, !transitionRunning else { return }
        transitionRunning = true
        details.dismiss(animated: true, completion: inThisRun { scene in
            scene.transitionRunning = false
            scene.details = nil
            scene.transitionDidEnd()
        })
    }

    /// The pop: the herb's details grow out of the tapped thumbnail; nil when none is selected.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let selected else { return nil }
        transition.originFrame = selected.superview?.convert(selected.frame, to: sceneWindow) ?? selected.frame
        transition.presenting = true
        selected.isHidden = true
        return transition
    }

    /// The pop in reverse: the details shrink back into the thumbnail, which shows again at the end.
    public func animationController(
        forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.presenting = false
        if let selected {
            transition.originFrame = selected.superview?.convert(selected.frame, to: sceneWindow) ?? selected.frame
        }
        transition.dismissCompletion = { [weak self] in self?.selected?.isHidden = false }
        return transition
    }

    // MARK: Phase 4: orientation

    /// The other orientation's size.
    static func turned(_ size: CGSize) -> CGSize { CGSize(width: size.height, height: size.width) }

    /// The screen's size in the other orientation from `size`, for the room shown now.
    func turned(_ size: CGSize) -> CGSize { size.width > size.height ? portraitScreen : landscapeScreen }

    /// The screen's sizes for a room of `room` points: in its own orientation the room's shape
    /// when it is at least as long as the phone's 3:2 (else the phone's shape across it), turned
    /// the phone's shape fitted in it. A square room gives 320 × 480 and 480 × 320.
    static func screens(forRoom room: CGSize) -> (portrait: CGSize, landscape: CGSize) {
        let w = max(1, room.width), h = max(1, room.height), long: CGFloat = 1.5
        let landscape = w >= long * h ? CGSize(width: w, height: h) : CGSize(width: w, height: (w / long).rounded())
        let portrait = h >= long * w ? CGSize(width: w, height: h) : CGSize(width: (h / long).rounded(), height: h)
        return (portrait, landscape)
    }

    /// The size the screen starts at: the room's orientation (portrait in a square room).
    var startingScreen: CGSize {
        landscapeScreen.width > portraitScreen.height ? landscapeScreen : portraitScreen
    }

    /// Fits the phone screen to the room the host shows (portrait or landscape), centred in it.
    public func layOut(visibleArea: CGRect) {
        let area = visibleArea.standardized
        guard area.width.isFinite, area.height.isFinite, area.width > 0, area.height > 0 else { return }
        let room = area.union(CGRect(origin: .zero, size: Self.metadata.designSize))
        let screens = Self.screens(forRoom: room.size)
        guard screens.portrait != portraitScreen || screens.landscape != landscapeScreen else { return }
        portraitScreen = screens.portrait
        landscapeScreen = screens.landscape
        screenCentre = CGPoint(x: room.midX, y: room.midY)
        guard details == nil, !isTurning else { return }
        let wide = screenSize.width > screenSize.height
        place(state == .idle ? startingScreen : wide ? landscapeScreen : portraitScreen)
    }

    /// The screen at `size`, laid out, at `screenCentre`, at once.
    private func place(_ size: CGSize) {
        UIView.performWithoutAnimation {
            sceneWindow.frame = CGRect(origin: .zero, size: size)
            sceneWindow.center = screenCentre
            kitchen.frame = sceneWindow.bounds
            kitchen.layOut(for: size)
        }
    }

    private func recentre() { sceneWindow.center = screenCentre }

    /// Turns the screen to the other orientation (ignored during a transition or a turn).
    func turnScreen() {
        guard !transitionRunning, !isTurning else { return }
        isTurning = true
        sceneWindow.sendSizeTransition(to: turned(screenSize), rootViewController: rootController,
                                       completion: inThisRun { scene in
            scene.isTurning = false
            scene.transitionDidEnd()
        })
    }

    // MARK: Phase 5: the demo

    /// Loop `loop`: a tap on a thumbnail (the next one each loop), one on the details, then the
    /// turn. The taps are placed where the thumbnails will be in that loop's orientation (the loops
    /// alternate from `demoStartSize`).
    private func demoLoop(_ loop: Int) -> [DemoScript<CookScene>.Step] {
        let size = loop % 2 == 0 ? demoStartSize : turned(demoStartSize)
        let frame = KitchenView.thumbnailFrames(count: thumbnails.count, for: size)[loop % thumbnails.count]
        let shelfTop = size.height - KitchenView.shelfInset
        return [
            .tap(CGPoint(x: frame.midX, y: shelfTop + frame.midY), at: Self.demoFirstTap),
            .tap(CGPoint(x: 160, y: 200), at: Self.demoFirstTap + Self.demoHold),
            .perform(at: Self.demoTurn) { $0.turnScreen() },
        ]
    }

    // MARK: Scene

    public override func play(from previous: SceneState) {
        demoStartSize = screenSize
        demo.play(every: Self.demoPeriod) { scene, loop in scene.demoLoop(loop) }
    }

    /// Phase 6.
    public override func beginStopping() {
        demo.cancel()
        sceneWindow.cancelAllInteractions()
        if !transitionRunning && !isTurning { transitionDidEnd() }
    }

    /// After each transition or turn: while stopping, dismiss open details, then report stopped.
    private func transitionDidEnd() {
        guard state == .stopping, !isTurning, !transitionRunning else { return }
        if details != nil { dismissDetails() } else { finishStopping() }
    }

    public override func reset() {
        demo.cancel()
        sceneWindow.cancelAllInteractions()
        if let details {
            details.view.layer.removeAllAnimations()
            details.view.removeFromSuperview()
        }
        // A fresh root controller: nothing presented, no transition pending; upright again.
        for view in [sceneWindow, kitchen] { view.layer.removeAllAnimations() }
        kitchen.subviews.forEach { $0.layer.removeAllAnimations() }
        thumbnails.forEach { $0.layer.removeAllAnimations() }
        place(startingScreen)
        rootController = KitchenViewController(kitchen: kitchen)
        rootController.alongsideTurn = { [weak self] _ in self?.recentre() }
        details = nil
        transitionRunning = false
        isTurning = false
        thumbnails.forEach { $0.isHidden = false }
    }

    /// Stops the scripted demo; from then on the person drives the scene.
    public func userDidTakeOver() { demo.cancel() }
}
