import AnimationUIKit

/// The tutorial's phone book (§23, "Simple 3D Animations"): a side menu that opens like a door
/// on a hinge as the contact list is dragged to the right.
///
/// The phases:
/// 1. A horizontal drag anywhere (a `UIPanGestureRecognizer` on the window) sets the menu's
///    progress: the drag's `translation(in:)` divided by `menuWidth`, added to where the menu
///    was when the drag began, kept in 0…1.
/// 2. `setMenu(toPercent:)` places everything for a progress: the contact list slides right by
///    `menuWidth × percent`; the menu gets `menuTransform(percent:)`, the document's transform
///    (perspective `m34 = −1/1000`, a turn of `(1 − percent) × −π/2` about the y axis, then a
///    translation of `menuWidth × percent`), about its right edge (`anchorPoint.x = 1`, the hinge);
///    the menu button turns with it (`buttonTransform(percent:)`).
/// 3. On release the menu snaps: open when the progress is at least one half, shut otherwise,
///    in a `UIView.animate` block of `snapDuration` (the default ease-in-ease-out curve) that calls
///    `setMenu(toPercent:)` with 0 or 1. A drag that begins during a snap takes the menu where it
///    is seen (its presented position).
/// 4. The scripted demo (until a person takes over) drags a little and lets the menu fall shut,
///    drags it open, then drags it shut, and starts again every `demoPeriod`.
/// 5. Stopping ends the demo and snaps the menu shut.
///
/// Choices (the document gives no number for them): `menuWidth` 120 pt of a 320 pt screen,
/// `snapDuration` 0.4 s with UIKit's default curve, and the half-way threshold. The button's
/// turn is not printed in the section; it is the tutorial app's 3D flip, a turn of
/// `percent × π` about the diagonal axis (1, 1, 0) with the door's perspective: half way the
/// button stands edge-on along its diagonal, and open it is mirrored across it (bars upright).
public final class PhoneBookScene: SceneController, CatalogScene {
    /// The catalogue entry: `phone-book`, "Phone book", 320 × 480 points.
    public static let metadata = SceneMetadata(
        identifier: "phone-book", title: "Phone book", designSize: CGSize(width: 320, height: 480),
        info: SceneInfo(
            group: .phoneBook, section: "§23",
            summary: "Drag the contact list: the side menu opens as a 3D door on its hinge and snaps open or shut.",
            techniques: ["CATransform3D.m34", "CATransform3DRotate", "CATransform3DConcat", "CALayer.anchorPoint",
                         "UIPanGestureRecognizer", "UIView.animate(withDuration:animations:completion:)"]))

    /// The scene window's layer, which holds the whole scene.
    public var rootLayer: CALayer { sceneWindow.layer }
    /// The window the host sends pointer, wheel and key events to: the scene is interactive.
    public var window: UIWindow? { sceneWindow }

    // MARK: Geometry and timings

    /// How far the contact list slides, and the menu's width.
    public static let menuWidth: CGFloat = 120
    /// The camera distance of the perspective (`m34 = −1 / cameraDistance`), the document's 1000.
    public static let cameraDistance: CGFloat = 1000
    /// How long the menu takes to snap open or shut after release.
    public static let snapDuration: TimeInterval = 0.4
    /// The demo's loop.
    static let demoPeriod: TimeInterval = 6.5
    static let barHeight: CGFloat = 64

    // MARK: Views

    let sceneWindow: UIWindow
    /// The side menu; its layer's anchor point is on its right edge, the hinge.
    let menuView: UIView
    /// The contact list, which slides right to uncover the menu.
    let centerView: PhoneBookViews.ContactListView
    /// The three bars at the top left; they turn as the menu opens.
    let menuButton: UIView
    let pan = UIPanGestureRecognizer()

    /// The menu's progress as last set: 0 shut, 1 open.
    public private(set) var progress: CGFloat = 0
    private var dragStartProgress: CGFloat = 0
    private lazy var demo = DemoScript(self, window: sceneWindow)

    public override init() {
        let size = Self.metadata.designSize
        let bounds = CGRect(origin: .zero, size: size)
        sceneWindow = UIWindow(frame: bounds)
        sceneWindow.backgroundColor = PhoneBookViews.ink
        sceneWindow.clipsToBounds = true
        sceneWindow.layer.name = "phone-book"

        menuView = PhoneBookViews.menu(frame: CGRect(x: 0, y: 0, width: Self.menuWidth, height: size.height))
        // The hinge: the menu turns about its right edge, which sits at the screen's left edge.
        menuView.layer.anchorPoint = CGPoint(x: 1, y: 0.5)
        menuView.frame = CGRect(x: -Self.menuWidth, y: 0, width: Self.menuWidth, height: size.height)
        sceneWindow.addSubview(menuView)

        centerView = PhoneBookViews.contactList(frame: bounds, barHeight: Self.barHeight)
        sceneWindow.addSubview(centerView)
        menuButton = PhoneBookViews.MenuButtonView(frame: CGRect(x: 8, y: Self.barHeight - 40, width: 32, height: 32))
        centerView.addSubview(menuButton)

        super.init()
        pan.addAction { [weak self] _ in self?.handleGesture() }
        sceneWindow.addGestureRecognizer(pan)
        setMenu(toPercent: 0)
    }

    // MARK: Phase 2: the transforms

    /// The menu's transform for `percent` (0 shut … 1 open), as the document builds it.
    public static func menuTransform(percent: CGFloat) -> CATransform3D {
        var identity = CATransform3DIdentity
        identity.m34 = -1 / cameraDistance
        let angle = (1 - percent) * .pi * -0.5
        let rotation = CATransform3DRotate(identity, angle, 0, 1, 0)
        let translation = CATransform3DMakeTranslation(menuWidth * percent, 0, 0)
        return CATransform3DConcat(rotation, translation)
    }

    /// The menu button's transform for `percent`: a turn of `percent × π` about the diagonal
    /// axis (1, 1, 0), in the door's perspective, so that open, the button is mirrored across
    /// its diagonal (its three bars stand upright).
    public static func buttonTransform(percent: CGFloat) -> CATransform3D {
        var identity = CATransform3DIdentity
        identity.m34 = -1 / cameraDistance
        return CATransform3DRotate(identity, percent * .pi, 1, 1, 0)
    }

    /// Places the list, the menu and the button for `percent` (animated inside an animation block).
    func setMenu(toPercent percent: CGFloat) {
        progress = percent
        centerView.center.x = sceneWindow.bounds.midX + Self.menuWidth * percent
        menuView.transform3D = Self.menuTransform(percent: percent)
        menuButton.transform3D = Self.buttonTransform(percent: percent)
    }

    /// The progress as presented now (during a snap, where the list is seen).
    var presentedProgress: CGFloat {
        let x = centerView.layer.presentation()?.position.x ?? centerView.center.x
        return min(max((x - sceneWindow.bounds.midX) / Self.menuWidth, 0), 1)
    }

    // MARK: Phases 1 and 3: the drag and the snap

    private func handleGesture() {
        switch pan.state {
        case .began:
            dragStartProgress = presentedProgress
            for view in [centerView, menuView, menuButton] { view.layer.removeAllAnimations() }
            fallthrough
        case .changed:
            let moved = pan.translation(in: sceneWindow).x / Self.menuWidth
            setMenu(toPercent: min(max(dragStartProgress + moved, 0), 1))
        case .ended, .cancelled, .failed:
            snap(to: progress >= 0.5 ? 1 : 0)
        default:
            break
        }
    }

    /// Phase 3 (and 5): animates the menu to fully open (1) or shut (0).
    func snap(to target: CGFloat, completion: (() -> Void)? = nil) {
        UIView.animate(withDuration: Self.snapDuration, animations: {
            self.setMenu(toPercent: target)
        }, completion: { _ in completion?() })
    }

    // MARK: Phase 4: the demo

    /// A short drag that lets the menu fall shut, a drag that opens it, one that shuts it.
    private func playDemo() {
        let y: CGFloat = 300, w = Self.menuWidth
        demo.play(every: Self.demoPeriod) { _, _ in [
            .drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 60 + 0.3 * w, y: y), at: 0.5, duration: 0.6),
            .drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 60 + 0.8 * w, y: y), at: 2.0, duration: 0.9),
            .drag(from: CGPoint(x: 260, y: y), to: CGPoint(x: 260 - 0.65 * w, y: y), at: 4.4, duration: 0.7),
        ] }
    }

    // MARK: Scene

    public override func play(from previous: SceneState) { playDemo() }

    /// Phase 5: the demo ends and the menu snaps shut.
    public override func beginStopping() {
        demo.cancel()
        sceneWindow.cancelAllInteractions()
        snap(to: 0, completion: inThisRun { $0.finishStopping() })
    }

    public override func reset() {
        demo.cancel()
        sceneWindow.cancelAllInteractions()
        for view in [centerView, menuView, menuButton] { view.layer.removeAllAnimations() }
        setMenu(toPercent: 0)
    }

    /// In a wider host the list, its bar and its rules span the visible width and the menu's
    /// hinge is the visible area's left edge, as on a wider screen; names, title, transforms
    /// and timings are the design's.
    public func layOut(visibleArea area: CGRect) {
        let design = CGRect(origin: .zero, size: Self.metadata.designSize)
        let shown = area.standardized.union(design)
        guard shown.width.isFinite else { return }
        sceneWindow.clipsToBounds = shown.minX == 0 && shown.maxX == design.maxX
        UIView.performWithoutAnimation {
            centerView.extend(over: shown.minX...shown.maxX)
            menuView.layer.position.x = shown.minX
        }
    }

    /// A person's drags replace the demo.
    public func userDidTakeOver() { demo.cancel() }
}
